import { locationFromCouncilSource } from '@consent/domain';
import { z } from 'zod';
import {
  callService,
  parseWith,
  silentLogger,
  success,
  type ClientOptions,
  type IntegrationLogger,
  type IntegrationResult,
} from '../http.js';
import { outlineOf, pointOf, type AnyGeometry } from '../geometry.js';
import { untrustedHtml, type ParcelFeature } from '../types.js';
import type { TechOneConfig, TechOneInfo, TechOneService } from './types.js';

const SERVICE = 'techone';
const record = z.record(z.string(), z.unknown()).nullable().optional();
const infoSchema = z.object({
  html: z.string().optional().default(''),
  features: z
    .array(z.object({ attributes: record, properties: record, geometry: z.unknown().optional() }))
    .nullable()
    .optional()
    .default([]),
});

/** A council's TechOne property gateway, in its JSON. */
export class TechOneClient implements TechOneService {
  private readonly logger: IntegrationLogger;

  constructor(private readonly config: TechOneConfig & ClientOptions) {
    this.logger = config.logger ?? silentLogger;
  }

  async getInfo(request: {
    job_id: string | number;
    site_address: string;
    search_address: string;
  }): Promise<IntegrationResult<TechOneInfo>> {
    const answer = await callService({
      service: SERVICE,
      url: `${this.config.baseUrl.replace(/\/+$/, '')}/get-info/json`,
      json: { job_id: request.job_id, site_address: request.site_address, search_address: request.search_address },
      accept: 'json',
      timeoutMs: this.config.timeoutMs,
      fetch: this.config.fetch,
    });
    const parsed = answer.ok ? parseWith(SERVICE, infoSchema, answer.value) : answer;
    if (!parsed.ok) return parsed;
    const features: ParcelFeature[] = [];
    for (const feature of parsed.value.features ?? []) {
      const attributes = feature.attributes ?? feature.properties;
      if (!attributes || Object.keys(attributes).length === 0) {
        this.logger.warn({ service: SERVICE }, 'TechOne feature without attributes');
        continue;
      }
      const geometry = feature.geometry as AnyGeometry;
      features.push({
        location: { ...locationFromCouncilSource(attributes), ...pointOf(geometry) },
        outline: outlineOf(geometry),
        attributes,
      });
    }
    return success({ html: untrustedHtml(parsed.value.html), features });
  }
}
