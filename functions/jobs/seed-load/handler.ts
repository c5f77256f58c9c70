import { answerDeployEvent } from '../../domain/catalog/seed/deploy-event';
import { loadSeed } from '../../domain/catalog/seed/load-seed';
import { s3SeedSource } from '../../domain/catalog/seed/seed-source';
import { readObject } from '../../domain/catalog/s3-objects';
import { loadReferenceSeed } from '../../domain/reference/seed/load-reference';
import { REFERENCE_SEED_VERSION } from '../../tables/seed-version';
import { jobHandler } from '../../lib/job';

/**
 * The deploy-time seed load (a CloudFormation custom resource of the DataLoad stack): the same
 * loaders as `npm start`, reading the seed files' S3 assets the resource names: the catalog and
 * directory, then the reference seed (ICD-10-CM, RxNorm) when the event carries the code's version
 * of it (a rollback's older one loads nothing: `skipped`). Answers
 * CloudFormation itself, SUCCESS or FAILED, and never throws (a thrown error would be retried by
 * Lambda and answered twice).
 */
export const handler = jobHandler('seed-load', async ({ event, context, log }) => {
  const answer = await answerDeployEvent(event, context, async (props) => {
    const result = await loadSeed(s3SeedSource({
      catalog: { bucket: props.Bucket, key: props.CatalogKey },
      directory: { bucket: props.Bucket, key: props.DirectoryKey },
    }));
    const reference = props.ReferenceKey && props.ReferenceVersion === REFERENCE_SEED_VERSION
      ? await loadReferenceSeed(() => readObject(props.Bucket, props.ReferenceKey!))
      : { outcome: 'skipped', version: props.ReferenceVersion ?? '', items: 0 };
    return {
      Outcome: result.outcome, Version: result.version, Items: String(result.items),
      ReferenceOutcome: reference.outcome, ReferenceVersion: reference.version, ReferenceItems: String(reference.items),
    };
  });
  const data = answer.Data as Record<string, string> | undefined;
  const fields = { code: `${event.RequestType}:${answer.Status}`, detail: data ? `catalog ${data.Outcome}, reference ${data.ReferenceOutcome ?? 'skipped'}` : answer.Reason ?? '' };
  if (answer.Status === 'FAILED') log.error('seed-load', fields);
  else log.info('seed-load', fields);
  return answer;
});
