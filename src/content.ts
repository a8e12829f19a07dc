/**
 * Everything the site says, in one place. The owner edits this file (and the
 * photos in static/photos) and nothing else; components only map over it.
 * `npm run build` validates it first (see src/render/validate-content.ts).
 */
import type { PageName } from './routes';

/**
 * The types below are written out rather than read from the values (`as const`), so that an
 * owner's edit (a résumé's file name, two portfolio items instead of three, four skills more)
 * changes what the site says and never a type that other code was checked against.
 */
type Fixed<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: Fixed<T[K]> }
    : T;
/** `value`, read-only all the way down, typed by the kinds of its values (string, number, arrays). */
const fixed = <T>(value: T): Fixed<T> => value as Fixed<T>;

export type Owner = {
  readonly name: string;
  readonly role: string;
  readonly linkedInUrl: string;
  readonly resume: string | null;
};

/** The site's owner. A one-line edit each; these are placeholders. */
export const owner: Owner = {
  name: 'Jane Doe',
  role: 'AI Product Manager & Software Engineer',
  linkedInUrl: 'https://www.linkedin.com/in/your-profile/',
  /**
   * Your résumé, if you want to offer it: a PDF under static/ named by its path there (such as
   * 'resume.pdf'), under 5 MB. The About and Contact pages then link to it; null offers none.
   */
  resume: null,
};

/** Every page's <title> (and link-preview title): the page's own, then the owner's name. */
export const pageTitle = (title: string) => `${title} | ${owner.name}`;

/**
 * The menu's labels (spec §2, shared layout), by the page they name; which pages are in the menu,
 * and in what order, is the page table's (`menu` in src/routes.ts).
 */
export const nav = {
  home: 'HOME',
  about: 'ABOUT',
  portfolio: 'PORTFOLIO',
  /** Shown only while src/writing/ holds a published post. */
  writing: 'WRITING',
  contact: 'CONTACT',
} as const;

export const site = {
  /**
   * The language the texts of this file are written in, as a language tag ('en', 'de', 'el', 'pt-BR'):
   * not the owner's country. It is each page's `lang`, by which screen readers choose how to pronounce
   * the words and browsers offer to translate them; `locale` is the same for link previews.
   */
  lang: 'en',
  locale: 'en_US',
  /**
   * The languages the site is written in, `lang` first: ['en', 'de'] adds a German copy of every
   * page under /de/ (README, "Languages"), its texts in src/translations/de.ts, its posts in
   * src/writing/de/ and its case studies in src/portfolio/de/.
   */
  languages: ['en'] as readonly string[],
  skipLink: 'Skip to main content',
  /** Read after the text of every link that opens in a new tab (spec §7). */
  newTab: '(opens in a new tab)',
  /** Describes the social card shown in link previews. */
  socialImageAlt: `${owner.name}, ${owner.role}`,
  menu: {
    /** The hamburger's name; its state is told by aria-expanded. */
    open: 'Menu',
    /** The cross before the page's script runs (a link then). */
    close: 'Close menu',
    /** The close button inside the open drawer. */
    closeButton: 'Close',
    label: 'Site menu',
    navLabel: 'Main',
  },
  /** The name of the menu's links to the page in the site's other languages (`languages`). */
  languageNav: 'Language',
  /** The link to owner.resume, with the file's size in KB (kept on one line). */
  resumeLink: (kb: number) => `Download résumé (PDF,\u00a0${kb}\u00a0KB)`,
  footer: {
    copyright: `© ${owner.name}`,
    /** The footer's link to owner.linkedInUrl. */
    linkedIn: 'LinkedIn',
  },
} as const;

const greeting = "Hey there, I'm";
const roles: readonly string[] = [
  'an AI product manager',
  'a software engineer',
  'a world traveler',
  'an avid skier',
  'a martial artist',
];

export const landing = fixed({
  description: `${owner.name}: ${owner.role}. Building AI products that bring people closer together.`,
  greeting,
  /** The rotating phrase, the owner's name first (spec §2, landing). */
  phrases: [owner.name, ...roles],
  /** The phrases as one sentence, read by assistive technology instead of the rotation. */
  sentence: `${greeting} ${owner.name}: ${roles.slice(0, -1).join(', ')}, and ${roles.at(-1)}.`,
  pause: 'Pause rotating headline',
  resume: 'Resume rotating headline',
  buttons: [
    { label: 'MORE ABOUT ME', page: 'about' as PageName },
    { label: 'PORTFOLIO', page: 'portfolio' as PageName },
  ],
});

const countriesVisited = 23;

export const about = fixed({
  title: 'About Me',
  description: `Background, experience, skills and focus areas of ${owner.name}, ${owner.role}.`,
  photoAlt: `Portrait of ${owner.name}`,
  background: {
    title: 'Background',
    countriesVisited,
    paragraphs: [
      'I build AI-driven solutions that bring people closer together. My work sits where machine learning meets human connection: products that help people understand each other, communicate better and build stronger relationships.',
      'My background spans AI/ML, full-stack development and cloud infrastructure. I have taken models from research notebooks to production services, shipped web applications end to end, and co-founded a blockchain crowdfunding startup, where I led product and engineering from the first line of code to launch.',
      `Away from the keyboard I have travelled to ${countriesVisited} countries, spend every winter weekend I can on skis, and train in martial arts, which taught me more about patience and focus than any project plan.`,
    ],
  },
  experience: {
    title: 'Professional Experience',
    text: 'My full work history, recommendations and the teams I have built with are on my LinkedIn profile.',
    button: 'See LinkedIn for Full Experience',
  },
  skills: {
    title: 'Skills & Technologies',
    groups: [
      {
        name: 'AI/ML',
        items: [
          'Large Language Models',
          'Prompt Engineering',
          'Retrieval-Augmented Generation',
          'Fine-Tuning',
          'Model Evaluation',
          'PyTorch',
          'TensorFlow',
          'Hugging Face',
          'Natural Language Processing',
          'Computer Vision',
          'Dataset Curation',
          'MLOps',
        ],
      },
      {
        name: 'Engineering & Systems',
        items: [
          'Python',
          'TypeScript',
          'JavaScript',
          'React',
          'Node.js',
          'FastAPI',
          'PostgreSQL',
          'MongoDB',
          'Redis',
          'Docker',
          'Kubernetes',
          'AWS',
          'Google Cloud',
          'CI/CD',
          'REST & GraphQL APIs',
          'Solidity',
        ],
      },
      {
        name: 'Product & Strategy',
        items: [
          'Product Roadmapping',
          'User Research',
          'A/B Testing',
          'Go-to-Market Strategy',
          'Agile & Scrum',
          'Stakeholder Management',
          'Product Analytics',
          'Technical Writing',
        ],
      },
    ],
  },
  focus: {
    title: 'Focus Areas',
    items: [
      'End-to-end AI system design',
      'AI product strategy',
      'Bespoke AI dataset curation',
      'AI ethics and safety',
      'Cross-functional leadership and mentoring',
      'Data-driven decision making',
    ],
  },
});

export const portfolio = {
  title: 'My Portfolio',
  description: `Projects and technical achievements of ${owner.name}.`,
  subtitle: 'Explore my projects and technical achievements',
  /**
   * false: /portfolio shows the 'Coming Soon' card below. true: it lists `portfolioItems` as cards
   * (picture, title, description), each linking to its page (README, "Case studies and the showcase").
   */
  showcase: false as boolean,
  comingSoon: {
    title: 'Coming Soon',
    text: "My project showcase is under construction. I'm putting together detailed write-ups of my work, so check back soon.",
  },
  back: '← Back to Portfolio',
  /** Above a case study shown in a language it has not been translated into yet (README, "Languages"). */
  untranslated: 'This case study has not been translated yet.',
  notFound: {
    title: 'Portfolio Item Not Found',
    text: 'There is no project at this address. It may have moved, or the link may be mistyped.',
    button: 'Back to Portfolio',
  },
} as const;

/** The texts around the posts of src/writing/ (README, "Writing"). */
export const writing = {
  title: 'Writing',
  description: `Articles and notes by ${owner.name}.`,
  subtitle: 'Notes on AI products, evaluation and shipping',
  /** Above a post shown in a language it has not been translated into yet, in its own language. */
  untranslated: 'This post has not been translated yet.',
  /** A post's reading time. */
  minutes: (minutes: number) => `${minutes}\u00a0min read`,
  updated: 'Updated',
  tags: 'Tags',
  draft: 'Draft',
  previous: 'Older',
  next: 'Newer',
  back: '← All writing',
  /** The index's and a tag's pages after the first (README, "Writing"): their title, and the links between them. */
  numbered: (title: string, page: number) => `${title}, page ${page}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pages: 'More posts',
  newerPosts: 'Newer posts',
  olderPosts: 'Older posts',
  /** A tag's page: /writing/tags/<tag>. */
  tagTitle: (tag: string) => `Posts tagged “${tag}”`,
  tagDescription: (tag: string) => `Articles and notes by ${owner.name} tagged “${tag}”.`,
  /** The feeds' title and the name of their links in every page's head. */
  feedTitle: `${owner.name}: writing`,
  /** How dates are written on the pages (a language tag); the feeds use their own formats. */
  dateLocale: 'en-GB',
} as const;

export type PortfolioItem = {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  /**
   * An https address on the external stock-photo host, downloaded at build time, or a file of the
   * owner's under static/ ('photos/dashboard.png'). Either is encoded like the site's photos.
   */
  readonly imageUrl: string;
  /** Alternative text for the image. */
  readonly imageAlt: string;
  /**
   * The point of the picture kept in view where its 16:9 frame crops it, as a photo's `focus` is
   * ('50% 0%': the top, for a phone's screenshot). The middle when absent.
   */
  readonly imageFocus?: string;
  /** A route-like path kept with the item; it matches no page, so it is not shown. */
  readonly link: string;
};

/** Built-in portfolio items (spec §3). Ids are whole numbers ≥ 1, unique. */
export const portfolioItems: readonly PortfolioItem[] = [
  {
    id: 1,
    title: 'Principal-Protected Crowdfunding Platform',
    description:
      'A crowdfunding platform where backers deposit into principal-protected tokens. The deposits earn yield, and that yield, not the principal, funds the operations of the projects they support, so backers keep their money while creators get steady funding.',
    imageUrl:
      'https://images.unsplash.com/photo-1639762681485-074b7f938ba0?auto=format&fit=crop&w=1200&h=675&q=80',
    imageAlt: 'Abstract rendering of connected blockchain blocks',
    link: '/projects/crowdfunding-platform',
  },
  {
    id: 2,
    title: 'AI Relationship Insight Platform',
    description:
      'An AI platform that turns everyday conversations into relationship insights grounded in the Gottman Method, helping couples notice patterns, understand each other and practise healthier communication.',
    imageUrl:
      'https://images.unsplash.com/photo-1516589178581-6cd7833ae3b2?auto=format&fit=crop&w=1200&h=675&q=80',
    imageAlt: 'Two people holding hands across a table',
    link: '/projects/relationship-insights',
  },
  {
    id: 3,
    title: 'AI Relationship Adviser',
    description:
      'A conversational AI adviser that offers private, thoughtful guidance on relationship questions, drawing on research-backed practices and adapting its advice to each situation.',
    imageUrl:
      'https://images.unsplash.com/photo-1529333166437-7750a6dd5a70?auto=format&fit=crop&w=1200&h=675&q=80',
    imageAlt: 'A couple talking together at sunset',
    link: '/projects/relationship-adviser',
  },
];

export const contact = {
  title: 'Contact Me',
  description: `How to get in touch with ${owner.name}.`,
  card: {
    title: "Let's Connect",
    text: "For privacy reasons I don't publish an email address or phone number here. The best way to reach me is through my professional network on LinkedIn.",
    button: 'Connect on LinkedIn',
  },
} as const;

export const notFound = {
  title: 'Page Not Found',
  description: 'This page does not exist.',
  text: "The page you are looking for doesn't exist or has moved.",
  button: 'Go to the home page',
} as const;

export const errorFallback = {
  title: 'Unexpected Application Error!',
} as const;

/** Timings in milliseconds (spec §4 and §9). */
export const timings = {
  headlineInterval: 2500,
  headlineFadeOut: 300,
  headlineFade: 600,
  pageFade: 500,
} as const;

/** A photo in static/photos; `focus` is the point kept when it is cropped (a CSS object-position, '50% 35%'). */
export type PhotoEntry = { readonly file: string; readonly focus?: string };

export type PhotosContent = {
  readonly landing: Readonly<
    Record<'mobilePortrait' | 'mobileLandscape' | 'tablet' | 'desktop', PhotoEntry & { focus: string }>
  >;
  readonly profile: PhotoEntry;
};

/**
 * Photos live in static/photos. The landing photo has one file per viewport
 * class (spec §2, landing), cropped by the browser to cover the screen around
 * its `focus`. The profile photo is cropped to a square around its `focus` when
 * the site is built (the middle when it has none).
 */
export const photos: PhotosContent = {
  landing: {
    mobilePortrait: { file: 'landing-mobile-portrait.jpg', focus: '50% 35%' },
    mobileLandscape: { file: 'landing-mobile-landscape.jpg', focus: '50% 45%' },
    tablet: { file: 'landing-tablet.jpg', focus: '50% 40%' },
    desktop: { file: 'landing-desktop.jpg', focus: '50% 50%' },
  },
  profile: { file: 'profile.jpg', focus: '50% 30%' },
};
