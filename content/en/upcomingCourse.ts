/** Words of the courses page (/UpcomingCourse/); the event list's own words are in content/en/events.ts. */
export const upcomingCourseWords = {
  title: 'Courses and Application Forms',
  heading: 'Upcoming Events',
  description: 'The courses the Mountaineers’ Association of Krishnanagar has announced, with their application forms, and the club’s events.',
};
