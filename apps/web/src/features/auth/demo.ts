/** The seeded demo account used by the 'Try the demo' button (exists when the server seeds demo data). */
export const DEMO_EMAIL = 'demouser@demo.com';
export const DEMO_PASSWORD = 'demopassword';
