/**
 * The peak door: the registry (content/peaks/, one file per peak, validated; `buildPeaks` lays a
 * language's words over it), how expedition records name peaks (by id: each record's peaks and the
 * heights it shows, with who gives them) and what peak pages show (visits by peak, regions, heights that
 * disagree). Pure over the records it is given: the expedition door runs the checks that tie the
 * records to the registry, the edition hands pages a peak in their language (`ed.peak(id)`).
 */
export {
  peaks,
  buildPeaks,
  peakById,
  peakIdsOf,
  peakCitationsOf,
  peakSourceCitations,
  referenceHeightOf,
  peakIdentifiersOf,
  assertPeaksRegistered,
  PEAKS_FILE,
} from './registry';
export { assertRecordHeightsSourced } from './heights';
export { attributedPeaksOf, type AttributedRecordPeak } from './recordPeaks';
export { heightsDisagree, otherNameIn, otherNameLang, sourceKeysOfPeak } from './peakPage';
export { inOrderOfFirstVisit, peaksByRegion, visitsByPeak } from './visits';
