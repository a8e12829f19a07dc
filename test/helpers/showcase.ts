/**
 * The portfolio tests' own project: the showcase on, two items of the test's own (ids 4 and 1: an id
 * is a name, not a place in the list) with pictures of their own, and a case study for each, built
 * in-process (./generate.ts) with the owner's own posts and case studies taken away.
 */
import sharp from 'sharp';
import { contentWith, withoutDisk } from './generate';
import { halves } from './photo-fixtures';

export const items = [
  { id: 4, title: 'Evaluation Harness', alt: 'A dashboard of evaluation scores', photo: 'harness.jpg' },
  // A phone's screenshot, tall: its top kept in view where the 16:9 frame crops it.
  {
    id: 1,
    title: 'Support Copilot',
    alt: 'A chat window answering a customer',
    photo: 'copilot.jpg',
    focus: '50% 0%',
  },
] as { id: number; title: string; alt: string; photo: string; focus?: string }[];

/** A case study with a heading, an image beside it, code and a table; and an MDX one with a component. */
export const caseStudies: Record<string, string> = {
  '4.md': `## Why a harness\n\nEvery prompt change was a guess.\n\n![The harness's results page](./results.jpg)\n\n\`\`\`ts\nexport function score(answer: string): number {\n  return answer.length;\n}\n\`\`\`\n\n| run | score |\n| --- | ----- |\n| 1   | 0.71  |\n`,
  '1.mdx': `import { ButtonLink } from '../components/ButtonLink';\n\nThe copilot's story.\n\n<ButtonLink href="/contact">Ask about it</ButtonLink>\n`,
};

/** A JPEG of the test's own, red over blue. */
const picture = async (width: number, height: number) =>
  sharp(await halves(width, height))
    .jpeg({ quality: 80 })
    .toBuffer();

/** The project's files with no posts or case studies but the test's: `folder` is src/portfolio's own. */
export const withoutWriting = (portfolioFolder: Record<string, string | Buffer | null> = {}) => ({
  ...withoutDisk('src/writing'),
  ...withoutDisk('src/portfolio'),
  ...portfolioFolder,
});

/** The files of the showcase's project: the content edited, the items' pictures and the case studies. */
export async function showcaseFiles() {
  const photos = await Promise.all(
    items.map(async ({ photo }) => [`static/photos/${photo}`, await picture(1600, 2000)] as const),
  );
  return withoutWriting({
    'src/content.ts': contentWith({
      'portfolio.showcase': true,
      portfolioItems: items.map(({ id, title, alt, photo, focus }) => ({
        id,
        title,
        description: `What ${title} does.`,
        imageUrl: `photos/${photo}`,
        imageAlt: alt,
        ...(focus ? { imageFocus: focus } : {}),
        link: `/projects/${id}`,
      })),
    }),
    ...Object.fromEntries(photos),
    'src/portfolio/results.jpg': await picture(1600, 1000),
    ...Object.fromEntries(Object.entries(caseStudies).map(([name, body]) => [`src/portfolio/${name}`, body])),
  });
}
