/**
 * JSON punctuation shared by the search answer writer (serialize.ts) and the texts the read
 * model prepares for it once per option (readModel.ts): what opens a `pops` entry.
 */
export const FIRST_POPS_ENTRY = '{"tpc":';
export const NEXT_POPS_ENTRY = `,${FIRST_POPS_ENTRY}`;
