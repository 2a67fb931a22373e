/** Words of the events page (/Upcoming-events/); the event list's own words are in content/en/events.ts. */
export const upcomingEventsWords = {
  title: 'Upcoming Events',
  description: 'Events of the Mountaineers’ Association of Krishnanagar: dated events, the courses it has announced, and past events.',
  lead: 'Dated events, the club’s course announcements, and past events.',
};
