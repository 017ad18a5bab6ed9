/** Where the application page's "Where your application is" section starts, for the main page's links to it. */
export const LIFE_SECTION_ID = 'application-life';
