import { owner } from '../content';

/** The page's title and description; React hoists both into <head>. */
export function Meta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | ${owner.name}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
