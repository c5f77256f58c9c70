import { describe, expect, it } from 'vitest';
import { estimate, inventory, report, type Template } from '../../scripts/cost';

const TEMPLATES: Template[] = [
  { Resources: {
    Price: { Type: 'AWS::Lambda::Function', Properties: { FunctionName: 'rxsavvy-dev-drug-details', MemorySize: 1024, Architectures: ['arm64'] } },
    Other: { Type: 'AWS::Lambda::Function', Properties: { FunctionName: 'rxsavvy-dev-health', MemorySize: 256 } },
    A1: { Type: 'AWS::CloudWatch::Alarm', Properties: { MetricName: 'Errors' } },
    A2: { Type: 'AWS::CloudWatch::Alarm', Properties: { Metrics: [{ Id: 'e', Expression: 'a+b' }, { Id: 'a', MetricStat: {} }, { Id: 'b', MetricStat: {} }] } },
  } },
  { Resources: {
    D: { Type: 'AWS::CloudWatch::Dashboard' },
    S: { Type: 'AWS::SecretsManager::Secret' },
    W: { Type: 'AWS::WAFv2::WebACL', Properties: { Rules: [{}, {}, {}, {}] } },
  } },
];
const MEASURED = { missMs: 133, hitMs: 1, pageBytes: 115_970, pageBytesBrotli: 9_746 };

describe('npm run cost', () => {
  it('reads the price function\'s memory, the alarms (billed per metric), dashboards, secrets and WAF rules from the templates', () => {
    expect(inventory(TEMPLATES)).toEqual({ priceMemoryMb: 1024, arm64: true, alarms: 2, alarmMetrics: 3, dashboards: 1, secrets: 1, webAcls: 1, wafRules: 4, functions: 2 });
    expect(() => inventory([{ Resources: {} }])).toThrow(/npm run synth/);
  });

  it('scales the per-request lines with the volume and keeps the fixed ones fixed', () => {
    const inv = inventory(TEMPLATES);
    const small = estimate(1e6, inv, MEASURED);
    const large = estimate(100e6, inv, MEASURED);
    const line = (lines: typeof small, start: string) => lines.find((l) => l.item.startsWith(start))!.usd;
    expect(line(small, 'API Gateway')).toBeCloseTo(1);
    expect(line(large, 'API Gateway')).toBeCloseTo(100);
    expect(line(small, 'CloudFront requests')).toBeCloseTo(1);
    // 100 M pages of 9,746 bytes: about 908 GB at 0.085 USD.
    expect(line(large, 'CloudFront egress')).toBeCloseTo((100e6 * 9_746 / 1024 ** 3) * 0.085, 1);
    expect(line(small, 'CloudWatch (')).toBe(line(large, 'CloudWatch ('));
    // Lambda: 20% misses at 133 ms and 80% hits billed at the 3 ms minimum, 1 GB, plus 0.20 USD a million.
    expect(line(small, 'Lambda')).toBeCloseTo(0.2 + ((0.2e6 * 133 + 0.8e6 * 3) / 1000) * 0.0000133334, 4);
  });

  it('prints a Markdown table with both volumes, a total, the uncompressed egress and the assumptions', () => {
    const text = report(inventory(TEMPLATES), MEASURED);
    expect(text).toContain('| monthly, us-east-1 list prices | 1 M price requests | 100 M price requests |');
    expect(text).toMatch(/\| \*\*total\*\* \| \*\*\$[\d.,]+\*\* \| \*\*\$[\d,]+\*\* \|/);
    expect(text).toContain('Uncompressed (113.3 KB a page)');
    expect(text).toContain('Assumptions: price cache hit ratio 80%');
  });
});
