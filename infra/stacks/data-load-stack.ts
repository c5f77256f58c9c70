import { join } from 'node:path';
import { CfnOutput, CustomResource, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import type { Construct } from 'constructs';
import { jobById } from '../../functions/tables/jobs';
import { REFERENCE_SEED_VERSION, SEED_VERSION } from '../../functions/tables/seed-version';
import { REPO_ROOT } from '../config';
import { JobFunction, type StageFunctionProps } from '../constructs/rxsavvy-function';
import { runOnSchedule } from '../constructs/scheduled-job';
import { acknowledgeOwnedWildcards } from '../nag';

export interface DataLoadStackProps extends StackProps {
  /** What every function of the stage is given (infra/rxsavvy.ts builds it once). */
  functions: StageFunctionProps;
}

/** The committed seed files the deploy loads (functions/domain/catalog/seed/seed-source.ts names them). */
const SEED_DIR = join(REPO_ROOT, 'functions', 'domain', 'catalog', 'seed');
export const SEED_ASSET_FILES = { catalog: 'nadac-catalog.json', directory: 'pharmacies.tsv.gz' } as const;
/** The committed reference seed (functions/domain/reference/seed/reference-seed.ts REFERENCE_SEED_FILE). */
export const REFERENCE_SEED_ASSET = join(REPO_ROOT, 'functions', 'domain', 'reference', 'seed', 'reference-seed.json.gz');

/** Context keys: the CMS NADAC file's https URL for the weekly refresh; any new value of the second re-runs the seed load. */
export const NADAC_SOURCE_URL_CONTEXT = 'nadacSourceUrl';
export const SEED_LOAD_RUN_CONTEXT = 'seedLoadRun';

/**
 * The stage's data, loaded and kept current without a laptop (README "Data in AWS"):
 *
 * - The seed load: the committed drug catalog and pharmacy directory, uploaded as S3 assets (files
 *   of megabytes: never inside a Lambda bundle), loaded by the `seed-load` job as a custom resource
 *   on every deploy whose seed files or version changed. The job may read exactly those two
 *   objects and write the two tables it loads.
 * - The weekly NADAC refresh: the `nadac-refresh` job on its job-table schedule, reading the newest
 *   CMS file an operator put in the drop bucket this stack makes (or the URL of context
 *   `nadacSourceUrl`). It may list and read that bucket and write the drugs table, nothing else.
 *
 * Deployed after the Data stack (it writes its tables); the Monitoring stack alarms on both jobs.
 */
export class DataLoadStack extends Stack {
  readonly seedLoad: JobFunction;
  readonly seedLoadResource: CustomResource;
  readonly nadacRefresh: JobFunction;
  readonly nadacDrop: Bucket;

  constructor(scope: Construct, id: string, props: DataLoadStackProps) {
    super(scope, id, props);
    const { stage } = props.functions;

    // ── the seed load, at deploy time ──
    this.seedLoad = new JobFunction(this, jobById('seed-load'), props.functions);
    const catalog = new Asset(this, 'SeedCatalog', { path: join(SEED_DIR, SEED_ASSET_FILES.catalog) });
    const directory = new Asset(this, 'SeedDirectory', { path: join(SEED_DIR, SEED_ASSET_FILES.directory) });
    const reference = new Asset(this, 'SeedReference', { path: REFERENCE_SEED_ASSET });
    this.seedLoad.addToRolePolicy(new PolicyStatement({
      actions: ['s3:GetObject'],
      resources: [catalog, directory, reference].map((asset) => asset.bucket.arnForObjects(asset.s3ObjectKey)),
    }));
    const rerun = this.node.tryGetContext(SEED_LOAD_RUN_CONTEXT) as string | number | undefined;
    this.seedLoadResource = new CustomResource(this, 'SeedLoad', {
      serviceToken: this.seedLoad.functionArn,
      resourceType: 'Custom::RxSavvySeedLoad',
      // The asset keys are content hashes: new seed files, or a new seed version, make an Update, which runs the loader.
      properties: {
        Bucket: catalog.s3BucketName,
        CatalogKey: catalog.s3ObjectKey,
        DirectoryKey: directory.s3ObjectKey,
        SeedVersion: SEED_VERSION,
        // The same bucket (the bootstrap bucket holds every asset of the stack).
        ReferenceKey: reference.s3ObjectKey,
        ReferenceVersion: REFERENCE_SEED_VERSION,
        ...(rerun !== undefined ? { Run: String(rerun) } : {}),
      },
    });
    // The function's grants (its role's default policy) must be in place before CloudFormation calls it.
    const grants = this.seedLoad.role?.node.tryFindChild('DefaultPolicy');
    if (grants) this.seedLoadResource.node.addDependency(grants);

    // ── the weekly NADAC refresh ──
    this.nadacDrop = new Bucket(this, 'NadacDrop', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // The files are CMS's public data, but a dropped file is an operator's: deleting them is a manual decision.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.nadacDrop).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'The drop bucket holds CMS\'s public NADAC files, put there by operators; CloudTrail records who put them, and the one reader is the nadac-refresh job, which logs each file it applies.',
    });
    const sourceUrl = this.node.tryGetContext(NADAC_SOURCE_URL_CONTEXT) as string | undefined;
    if (sourceUrl !== undefined && !/^https:\/\/[^\s]+$/.test(sourceUrl)) throw new Error(`Context ${NADAC_SOURCE_URL_CONTEXT} must be an https URL of the CMS NADAC weekly CSV (got ${sourceUrl})`);
    this.nadacRefresh = new JobFunction(this, jobById('nadac-refresh'), {
      ...props.functions,
      environment: { NADAC_DROP_BUCKET: this.nadacDrop.bucketName, ...(sourceUrl ? { NADAC_SOURCE_URL: sourceUrl } : {}) },
    });
    this.nadacRefresh.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.nadacDrop.bucketArn] }));
    this.nadacRefresh.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [this.nadacDrop.arnForObjects('*')] }));
    // The role is the function's sibling (not its child): acknowledge on the role's policy.
    acknowledgeOwnedWildcards(
      this.nadacRefresh.role!,
      (finding) => finding.startsWith('Resource::') && finding.endsWith('.Arn>/*'),
      'GetObject on the objects of the NADAC drop bucket only: their names are the weekly files operators drop, unknown in advance.',
    );
    runOnSchedule(this.nadacRefresh, 'Applies the newest CMS NADAC file to the reference costs');

    new CfnOutput(this, 'NadacDropBucket', { value: this.nadacDrop.bucketName, description: `Put the CMS NADAC weekly CSV here; nadac-refresh applies the newest (${stage})` });
    new CfnOutput(this, 'SeedLoadFunction', { value: this.seedLoad.functionName, description: 'The deploy-time seed loader (its log group says what each deploy loaded)' });
  }
}
