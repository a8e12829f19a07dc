import { site } from '../content';
import { useAssets } from '../render/Document';
import { ButtonLink } from './ButtonLink';

/** The owner's résumé with its size, where the content names one (owner.resume); otherwise nothing. */
export function ResumeLink() {
  const { resume } = useAssets();
  if (!resume) return null;
  return (
    <ButtonLink href={resume.href} variant="outlined" download>
      {site.resumeLink(Math.max(1, Math.round(resume.bytes / 1024)))}
    </ButtonLink>
  );
}
