import { photos } from '../../src/content';

/** The landing photo's four variants, each with a screen size that shows it. */
export const landingViewports = [
  { viewport: { width: 390, height: 844 }, photo: photos.landing.mobilePortrait },
  { viewport: { width: 844, height: 390 }, photo: photos.landing.mobileLandscape },
  { viewport: { width: 1024, height: 1366 }, photo: photos.landing.tablet },
  { viewport: { width: 1440, height: 900 }, photo: photos.landing.desktop },
];
