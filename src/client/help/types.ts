/** The shape of a game's how-to-play page: short sections, some with a picture taken from the real board. */
import type { ReactNode } from 'react';

/** A picture of the real board (made by test/e2e/help-pictures.test.ts into public/help/). */
export interface HelpPicture {
  /** File name under help/ (served beside index.html). */
  file: string;
  alt: string;
  caption?: string;
}

/** One short section of the rules. */
export interface HelpSection {
  id: string;
  title: string;
  body: ReactNode;
  picture?: HelpPicture;
}

/** A game's how-to-play page. */
export interface GameHelp {
  gameId: string;
  title: string;
  /** The game in two sentences: what you do and how you win. */
  intro: ReactNode;
  sections: HelpSection[];
}

/** One tip of the first-game guide: what to do now. */
export interface GuideTip {
  /** Changes when the advice changes (a tip hidden with "OK" comes back only as another tip). */
  id: string;
  title: string;
  text: string;
}

/** The first-game guide of a game: the tip for the viewer's view of the game, or null when there is none. */
export type GuideSteps = (view: unknown, seat: number, myTurn: boolean) => GuideTip | null;
