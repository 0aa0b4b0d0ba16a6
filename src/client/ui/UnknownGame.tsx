/** The page shown for a link to a game the catalogue does not have, with the way back. */
export function UnknownGame({ back = '#/', backLabel = 'Back to the games', testId }: { back?: string; backLabel?: string; testId?: string }) {
  return (
    <main className="page" data-testid={testId}>
      <p>
        Unknown game. <a href={back}>{backLabel}</a>
      </p>
    </main>
  );
}
