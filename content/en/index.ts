/**
 * Every English word area, one line each (content/bn/index.ts is its Bengali twin): first the rooms, each named
 * after its page's folder app/_pages/<room>/, then the areas several pages share. lib/content/words.ts
 * validates the table. Client islands never import it (it holds every area): their words arrive as
 * props, already chosen on the server.
 */

// Rooms
export { homeWords as home } from './home';
export { aboutWords as about } from './about';
export { memberWords as member } from './member';
export { personWords as person } from './person';
export { contactWords as contact } from './contact';
export { expeditionsWords as expeditions } from './expeditions';
export { shortNoteWords as shortNote } from './shortNote';
export { reportListWords as reportList } from './reportList';
export { reportWords as report } from './report';
export { recordsWords as records } from './records';
export { peaksWords as peaks } from './peaks';
export { peakWords as peak } from './peak';
export { statisticsWords as statistics } from './statistics';
export { summitsWords as summits } from './summits';
export { galleryWords as gallery } from './gallery';
export { upcomingEventsWords as upcomingEvents } from './upcomingEvents';
export { upcomingCourseWords as upcomingCourse } from './upcomingCourse';
export { notFoundWords as notFound } from './notFound';
export { searchWords as search } from './search';
export { accessibilityWords as accessibility } from './accessibility';
export { yearsWords as years } from './years';
export { yearWords as year } from './year';

// Shared areas
export { siteWords as site } from './site';
export { commonWords as common } from './common';
export { mainNavWords as mainNav } from './mainNav';
export { pagesWords as pages } from './pages';
export { errorsWords as errors } from './errors';
export { expeditionWords as expedition } from './expedition';
export { eventsWords as events } from './events';
export { photoWords as photo } from './photo';
export { languageWords as language } from './language';
export { socialWords as social } from './social';
export { structuredDataWords as structuredData } from './structuredData';
export { courseFormWords as courseForm } from './courseForm';
export { citationWords as citation } from './citation';
export { editorWords as editor } from './editor';
export { editorFieldWords as editorFields } from './editorFields';
export { correctionWords as correction } from './correction';
export { feedWords as feed } from './feed';
