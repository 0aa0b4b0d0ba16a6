/**
 * Chat in a lobby match: a panel at the foot of the board's side column (it folds away), with the
 * stored history and new messages (boardgame.io's `chatMessages`, deduplicated by id: the server
 * resends its history after every sync). Text is rendered as React text, never as HTML. Seated
 * players write; spectators read. The server cleans, limits and stores (docs/server.md, "Chat").
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_TEXT, NAME_TEXT, shownText } from '../../text/player-text.ts';
import { type ChatLine, useSession } from '../view/session.tsx';
import { SeatChip } from './PlayerBadge.tsx';
import './social.css';

/** Longest message the server accepts (src/text/player-text.ts). */
export const CHAT_MAX_CHARS = CHAT_TEXT.maxChars;

/**
 * The lines to show: each message once, in the order the server made them; name and text cleaned
 * again as the server cleans them (a message stored by an older server may hold invisible or
 * bidirectional characters), and each shown isolated (`<bdi>`) so neither can reorder the other.
 */
export function chatLines(messages: readonly unknown[]): ChatLine[] {
  const seen = new Map<string, ChatLine>();
  for (const raw of messages) {
    const m = raw as { id?: unknown; sender?: unknown; payload?: { text?: unknown; name?: unknown; at?: unknown } };
    if (typeof m?.id !== 'string' || typeof m.payload?.text !== 'string') continue;
    seen.set(m.id, {
      id: m.id,
      seat: Number(m.sender),
      name: shownText(m.payload.name, NAME_TEXT, `Seat ${Number(m.sender) + 1}`),
      text: shownText(m.payload.text, CHAT_TEXT, ''),
      at: typeof m.payload.at === 'number' ? m.payload.at : 0,
    });
  }
  return [...seen.values()].sort((a, b) => a.at - b.at);
}

/** The chat panel; renders nothing outside a lobby match. */
export function ChatDock() {
  const session = useSession();
  const chat = session.chat;
  const [open, setOpen] = useState(true);
  const [draft, setDraft] = useState('');
  const [seenCount, setSeenCount] = useState(0);
  const lines = useMemo(() => chatLines(chat?.messages ?? []), [chat?.messages]);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (open) setSeenCount(lines.length);
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [open, lines.length]);
  if (!chat) return null;
  const unread = open ? 0 : lines.length - seenCount;
  const send = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text || !chat.send) return;
    chat.send(text);
    setDraft('');
  };
  return (
    <section className={`chat-dock ${open ? 'open' : ''}`} data-testid="chat" aria-label="Chat">
      <button type="button" className="chat-toggle" onClick={() => setOpen((o) => !o)} aria-expanded={open} data-testid="chat-toggle">
        Chat{unread > 0 && <span className="chat-unread"> ({unread} new)</span>}
      </button>
      {open && (
        <div className="chat-body">
          <ol className="chat-lines" ref={list} data-testid="chat-lines" aria-live="polite">
            {lines.length === 0 && <li className="muted">No messages yet.</li>}
            {lines.map((l) => (
              <li key={l.id} data-testid="chat-line" title={l.at ? new Date(l.at).toLocaleTimeString() : undefined}>
                <SeatChip seat={l.seat} size="sm" />{' '}
                <strong>
                  <bdi data-testid="chat-name">{l.name}</bdi>
                </strong>{' '}
                <bdi className="chat-text" data-testid="chat-text">
                  {l.text}
                </bdi>
              </li>
            ))}
          </ol>
          {chat.send ? (
            <form className="chat-form" onSubmit={send}>
              <input
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                maxLength={CHAT_MAX_CHARS}
                placeholder="Say something"
                aria-label="Chat message"
                data-testid="chat-input"
              />
              <button type="submit" disabled={!draft.trim()} data-testid="chat-send">
                Send
              </button>
            </form>
          ) : (
            <p className="muted chat-note">Spectators read the chat; the players write.</p>
          )}
          {chat.refused && (
            <p className="chat-note error" role="alert" data-testid="chat-refused">
              Not sent: {chat.refused}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
