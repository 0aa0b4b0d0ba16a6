/**
 * "Your name" on the lobby pages. A name is needed to create or join a match, so while the box is
 * empty a hint beside it says so; `ask()` (called when the player tries to go on without one)
 * focuses the box and marks the hint.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { cleanText, NAME_TEXT } from '../../text/player-text.ts';

/** The typed name as the server will keep it (the shared cleaner), or why it would be refused, in the page's words. */
export function typedName(name: string): { name: string } | { error: string } {
  const cleaned = cleanText(name, NAME_TEXT);
  return 'text' in cleaned ? { name: cleaned.text } : { error: `Your name cannot be used: ${cleaned.error}.` };
}

/** The field's state: the name, whether the player was asked for it, and the input to focus. */
export interface NameState {
  name: string;
  setName: (name: string) => void;
  asked: boolean;
  /** Focuses the box and marks the hint; false when there is no name. */
  ask: () => boolean;
  input: RefObject<HTMLInputElement>;
}

/** The name's state, starting from `initial`; an empty box gets the focus when the page opens. */
export function useName(initial: string): NameState {
  const [name, setName] = useState(initial);
  const [asked, setAsked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page opens
  useEffect(() => {
    if (initial.trim() === '') input.current?.focus();
  }, []);
  return {
    name,
    setName,
    asked,
    input,
    ask: () => {
      if (name.trim() !== '') return true;
      setAsked(true);
      input.current?.focus();
      return false;
    },
  };
}

/** The labelled box with its hint; `purpose` ends the hint ("to create a match"). */
export function NameField({ state, purpose, testId }: { state: NameState; purpose: string; testId: string }) {
  const empty = state.name.trim() === '';
  return (
    <label className="field">
      Your name
      <span className="lobby-name">
        <input
          ref={state.input}
          maxLength={40}
          value={state.name}
          onChange={(e) => state.setName(e.target.value)}
          data-testid={testId}
          aria-invalid={empty && state.asked}
          aria-describedby={empty ? `${testId}-hint` : undefined}
        />
        {empty && (
          <span id={`${testId}-hint`} className={state.asked ? 'lobby-name-hint error' : 'lobby-name-hint muted'} data-testid={`${testId}-hint`}>
            Enter a name {purpose}: the other players see it.
          </span>
        )}
      </span>
    </label>
  );
}
