/** Every fixed route with its heading and the last crumb of its breadcrumb (none on the home page). */
export const fixedRoutes = [
  { path: '/', heading: "Mountaineers' Association of Krishnanagar", crumb: null },
  { path: '/about-us/', heading: 'About', crumb: 'About' },
  { path: '/expedition-report/', heading: 'Expedition Report', crumb: 'Expedition Report' },
  { path: '/gallery/', heading: 'Gallery', crumb: 'Gallery' },
  { path: '/Expedition-Short-Note/', heading: 'Expedition Short Note', crumb: 'Expedition Short Note' },
  { path: '/MAK-organises-following-expeditions/', heading: 'MAK organises following Expeditions', crumb: 'Expeditions' },
  { path: '/about-these-records/', heading: 'About these records', crumb: 'About these records' },
  { path: '/contact-us/', heading: 'Contact Us', crumb: 'Contact Us' },
  { path: '/member/', heading: 'Members', crumb: 'Members' },
  { path: '/Upcoming-events/', heading: 'Upcoming Events', crumb: 'Upcoming Events' },
  { path: '/UpcomingCourse/', heading: 'Upcoming Events', crumb: 'Upcoming Events' },
  { path: '/terms-and-conditions/', heading: 'Terms & Conditions', crumb: 'Terms & Conditions' },
  { path: '/privacy-policy/', heading: 'Privacy Policy', crumb: 'Privacy Policy' },
  { path: '/refund-policy/', heading: 'Refund Policy', crumb: 'Refund Policy' },
] as const;
