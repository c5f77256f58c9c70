import { NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { fakeSiteDir, synth } from './support';

const CASES = {
  'dev, CloudFront domain, built SPA': { stage: 'dev', webDist: fakeSiteDir() },
  'prod, custom domain': { stage: 'prod', pbmEndpoints: 'account', domainName: 'rxsavvy.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' },
};

describe.each(Object.entries(CASES))('cdk-nag AwsSolutions (%s)', (_name, context) => {
  const built = synth(context);

  it('reports no unacknowledged finding', () => {
    const report = new AwsSolutionsChecks().validateScope(built.app);
    const findings = report.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
  });

  it('has no error annotations on any stack the app creates (a nested stack reports through its parent)', () => {
    const stacks = built.app.node.findAll().filter((c): c is Stack => Stack.isStack(c) && !NestedStack.isNestedStack(c));
    // Every stack buildRxSavvy returns is among them, and the assembly has one artifact per stack.
    for (const stack of Object.values(built).filter((v): v is Stack => Stack.isStack(v))) expect(stacks).toContain(stack);
    const assembly = built.app.synth();
    expect(assembly.stacks.map((a) => a.id).sort()).toEqual(stacks.map((s) => s.artifactId).sort());
    for (const artifact of assembly.stacks) {
      const errors = artifact.messages.filter((m) => m.level === 'error').map((m) => `${m.id}: ${String(m.entry.data)}`);
      expect(errors, artifact.stackName).toEqual([]);
    }
  });

  it('gives every acknowledgement a reason', () => {
    const acknowledged = built.app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      .flatMap((m) => Object.entries(m.data as Record<string, string>));
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const [id, reason] of acknowledged) expect(reason.length, id).toBeGreaterThan(30);
  });
});

describe('cdk-nag as a synth-time plugin', () => {
  it('lets the app synthesize', () => {
    const built = synth({ stage: 'staging' });
    Validations.of(built.app).addPlugins(new AwsSolutionsChecks(built.app));
    expect(() => built.app.synth()).not.toThrow();
  });
});
