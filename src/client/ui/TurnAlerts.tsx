/**
 * The "Alerts" menu in the board's top bar: a chime when your turn starts, and (in an online match)
 * a system notification when the tab is hidden. Both are off by default; the browser asks for
 * notification permission only when the player ticks that box (yourTurn.ts).
 */
import { useState } from 'react';
import { askNotificationPermission, notificationsSupported, readTurnAlerts, saveTurnAlerts, type TurnAlerts as Alerts } from './yourTurn.ts';

/** The top bar's alerts button and its toggles; `notifications` offers the notification one (online matches). */
export function TurnAlerts({ notifications }: { notifications: boolean }) {
  const [open, setOpen] = useState(false);
  const [alerts, setAlerts] = useState<Alerts>(readTurnAlerts);
  const [note, setNote] = useState<string | null>(null);
  const update = (next: Alerts) => {
    setAlerts(next);
    saveTurnAlerts(next);
  };
  const toggleNotify = async (on: boolean) => {
    if (!on) return update({ ...alerts, notify: false });
    const granted = await askNotificationPermission();
    setNote(granted ? null : 'Notifications are blocked for this site in your browser settings.');
    update({ ...alerts, notify: granted });
  };
  return (
    <div className="turn-alerts">
      <button
        type="button"
        className="icon"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        data-testid="turn-alerts"
        title="Sound and notifications when it is your turn"
      >
        Alerts
      </button>
      {open && (
        <fieldset className="turn-alerts-menu panel">
          <legend className="visually-hidden">Your turn alerts</legend>
          <label>
            <input type="checkbox" checked={alerts.sound} onChange={(e) => update({ ...alerts, sound: e.target.checked })} data-testid="alert-sound" /> Play a
            sound when it is my turn
          </label>
          {notifications && notificationsSupported() && (
            <label>
              <input type="checkbox" checked={alerts.notify} onChange={(e) => void toggleNotify(e.target.checked)} data-testid="alert-notify" /> Notify me when
              this tab is hidden
            </label>
          )}
          {note && <p className="muted">{note}</p>}
        </fieldset>
      )}
    </div>
  );
}
