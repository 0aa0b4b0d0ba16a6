/** Characters that can reorder or hide text: the bidirectional controls and marks, the zero-width spaces and joiners, the Arabic letter mark. */
export const BIDI_AND_ZERO_WIDTH: readonly string[] = [...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200b\u200c\u200d\u200e\u200f\u061c'];
