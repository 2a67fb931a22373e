/** Where a value is written in a content file: `entry 21 (Everest-2010)` and `summits[0].peak`. */
export interface RecordCitation {
  entry: string;
  field: string;
}

/** The label of the `index`-th entry (0-based) of a list, as build errors write it. */
export function entryLabel(index: number, key: string, listName?: string): string {
  return `${listName ? `${listName} ` : ''}entry ${index + 1} (${key})`;
}
