import { citedSourcesOf, heightAttributionOf, type HeightAttribution, type RecordWithHeights } from './heights';
import { peakById } from './registry';

/**
 * The peaks an expedition record shows, by their registry ids (the build has checked every id
 * against the registry), with the heights the record shows for them.
 */

/** One peak a record shows, with the height it shows for it (absent when unknown). */
export interface RecordPeak {
  peakId: string;
  m?: number;
  ft?: number;
}

/** The peaks of one record: each part of a two-peak row in order, else the row's one peak. */
export function recordPeaksOf(record: {
  slug: string;
  peak?: string;
  heightM?: number;
  heightFt?: number;
  peaks?: readonly { peak: string; heightM?: number; heightFt?: number }[];
}): RecordPeak[] {
  const parts = record.peaks ?? (record.peak ? [{ peak: record.peak, heightM: record.heightM, heightFt: record.heightFt }] : []);
  return parts.map((part) => ({ peakId: part.peak, ...(part.heightM === undefined ? {} : { m: part.heightM }), ...(part.heightFt === undefined ? {} : { ft: part.heightFt }) }));
}

/** A peak a record shows, with what its height is and which of the record's sources give it. */
export interface AttributedRecordPeak extends RecordPeak {
  /** Present when the record shows a height: the club's figure or a reference height, and who gives it. */
  attribution?: HeightAttribution;
}

/**
 * The peaks an expedition shows, each height with its attribution: the sources the record cites
 * that give the figure (the build has checked there is at least one) and whether it is the club's
 * own figure or a reference height.
 */
export function attributedPeaksOf(record: RecordWithHeights): AttributedRecordPeak[] {
  const cited = citedSourcesOf(record);
  return recordPeaksOf(record).map((part) => {
    if (part.m === undefined && part.ft === undefined) return part;
    const entry = peakById(part.peakId)!;
    return { ...part, attribution: heightAttributionOf(entry, part, cited) };
  });
}
