/**
 * JSON punctuation shared by the search answer writer (serialize.ts) and the texts the read model
 * prepares for it once per hotel and option (readModel.ts): a hit's single `pops` entry opens
 * after its static fields, and its `ops` entry after the `pops` entry's facilities.
 */
export const POPS_OPENING = ',"pops":[{"tpc":';
export const OPS_OPENING = '}],"ops":[{"id":"';
