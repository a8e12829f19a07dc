/**
 * What the template ships as the owner's (its src/content.ts and the photos `npm run placeholders` draws),
 * for the build to recognise whatever else the owner changed (./template-leftovers.ts). Copied here rather
 * than read from src/content.ts, which is the owner's; test/project/template-leftovers.test.ts draws the
 * placeholders again and checks that they are still recognised.
 */
export const templatePlaceholders = {
  name: 'Jane Doe',
  linkedInUrl: 'https://www.linkedin.com/in/your-profile/',
  /** The sentence of landing.description after the owner's name and role: the link-preview description. */
  description: 'Building AI products that bring people closer together.',
  /** The template's portfolio items: their titles, and the stock photos they show (by the host's photo id). */
  portfolio: [
    { title: 'Principal-Protected Crowdfunding Platform', photo: 'photo-1639762681485-074b7f938ba0' },
    { title: 'AI Relationship Insight Platform', photo: 'photo-1516589178581-6cd7833ae3b2' },
    { title: 'AI Relationship Adviser', photo: 'photo-1529333166437-7750a6dd5a70' },
  ],
  /** The address absolute links get when SITE_URL is not set. */
  siteUrl: 'https://example.com',
  /** sha256 of each photo `npm run placeholders` draws (it draws the same bytes every time). */
  photoSha256: [
    'b62ed761fdb9966f824d23efb2dc971ecf6862508bdafc1463e361555c8bdada',
    '4aea480e3b72dcc41cab55abc1961b81c114123d9d01a1e68c52c828cc0a267e',
    'b7761ed3afebb497876b2c5b714b27915b830ca41c34ba76dba11b130258a532',
    'e9eaacdbb662fe5e76df2d18260363e1707d878568074533985c5ef01517164f',
    '112847b2c0481a7c0d18c1cec3345a9f3da7ed166607ce75def9db553e808c78',
  ],
} as const;
