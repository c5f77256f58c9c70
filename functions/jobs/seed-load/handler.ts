import { answerDeployEvent } from '../../domain/catalog/seed/deploy-event';
import { loadSeed } from '../../domain/catalog/seed/load-seed';
import { s3SeedSource } from '../../domain/catalog/seed/seed-source';
import { jobHandler } from '../../lib/job';

/**
 * The deploy-time seed load (a CloudFormation custom resource of the DataLoad stack): the same
 * loader as `npm start`, reading the seed files' S3 assets the resource names. Answers
 * CloudFormation itself, SUCCESS or FAILED, and never throws (a thrown error would be retried by
 * Lambda and answered twice).
 */
export const handler = jobHandler('seed-load', async ({ event, context, log }) => {
  const answer = await answerDeployEvent(event, context, async (props) => {
    const result = await loadSeed(s3SeedSource({
      catalog: { bucket: props.Bucket, key: props.CatalogKey },
      directory: { bucket: props.Bucket, key: props.DirectoryKey },
    }));
    return { Outcome: result.outcome, Version: result.version, Items: String(result.items) };
  });
  const fields = { code: `${event.RequestType}:${answer.Status}`, detail: answer.Data?.Outcome ?? answer.Reason ?? '' };
  if (answer.Status === 'FAILED') log.error('seed-load', fields);
  else log.info('seed-load', fields);
  return answer;
});
