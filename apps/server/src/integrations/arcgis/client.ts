import { ARCGIS_DEFAULT_LIMIT, SPATIAL_REFERENCE } from '@consent/domain';
import { z } from 'zod';
import {
  callService,
  failure,
  parseWith,
  silentLogger,
  success,
  withTrailingSlash,
  type ClientOptions,
  type IntegrationLogger,
  type IntegrationResult,
} from '../http.js';
import type { ParcelFeature } from '../types.js';
import { toParcelFeatures } from './convert.js';
import type { ArcgisConfig, ArcgisParcelService, ArcgisQueryOptions } from './types.js';
import { UnsafeColumnError, buildWhere, column, type WhereCondition } from './where.js';

const SERVICE = 'arcgis';

const geometrySchema = z
  .object({
    rings: z.array(z.array(z.array(z.number()))).optional(),
    x: z.number().optional(),
    y: z.number().optional(),
  })
  .nullable()
  .optional()
  .catch(null);
const attributesSchema = z.record(z.string(), z.unknown()).nullable().optional();
const centroidSchema = z.object({ x: z.number(), y: z.number() }).nullable().optional().catch(null);

/** ArcGIS reports failures as HTTP 200 with `{ error: { code, message, details } }`. */
const errorSchema = z.object({
  error: z.object({
    code: z.union([z.number(), z.string()]).optional(),
    message: z.string().optional(),
    details: z.array(z.unknown()).optional(),
  }),
});
const querySchema = z.object({
  features: z
    .array(z.object({ attributes: attributesSchema, geometry: geometrySchema, centroid: centroidSchema }))
    .nullable()
    .optional(),
});
const findSchema = z.object({
  results: z
    .array(
      z.object({
        layerId: z.number().optional(),
        layerName: z.string().optional(),
        foundFieldName: z.string().optional(),
        value: z.unknown().optional(),
        attributes: attributesSchema,
        geometry: geometrySchema,
      }),
    )
    .nullable()
    .optional(),
});

const LAYER_ID = /^\d+$/;

/** A council's ArcGIS REST MapServer / FeatureServer, spoken in its own JSON (f=json). */
export class ArcgisClient implements ArcgisParcelService {
  private readonly base: string;
  private readonly logger: IntegrationLogger;

  constructor(private readonly config: ArcgisConfig & ClientOptions) {
    this.base = withTrailingSlash(config.baseUrl);
    this.logger = config.logger ?? silentLogger;
  }

  find(searchText: string, options: { searchFields?: string[]; layers?: string[] } = {}) {
    const searchFields = options.searchFields ?? [this.config.addressColumn];
    const layers = options.layers ?? [this.config.defaultLayer];
    return this.guard(async () => {
      const params = new URLSearchParams({
        searchText,
        contains: 'true',
        searchFields: searchFields.map(column).join(','),
        layers: layers.map(layerId).join(','),
        returnGeometry: 'true',
        f: 'json',
        sr: String(SPATIAL_REFERENCE),
      });
      const answer = await this.get(`find?${params}`, findSchema);
      if (!answer.ok) return answer;
      return success(toParcelFeatures(answer.value.results, this.config, this.logger));
    });
  }

  queryByAddress(term: string, options: ArcgisQueryOptions = {}) {
    return this.queryWhere([{ column: this.config.addressColumn, op: 'contains', value: term }], options);
  }

  queryWhere(conditions: WhereCondition[], options: ArcgisQueryOptions & { join?: 'AND' | 'OR' } = {}) {
    return this.guard(() => this.query({ where: buildWhere(conditions, options.join) }, options));
  }

  queryByPoint(point: { latitude: number; longitude: number }, options: ArcgisQueryOptions = {}) {
    return this.guard(async () => {
      if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) {
        return failure({ kind: 'invalid-request', service: SERVICE, message: 'The point has no finite coordinates' });
      }
      return this.query(
        {
          geometry: `${point.longitude},${point.latitude}`,
          geometryType: 'esriGeometryPoint',
          inSR: String(SPATIAL_REFERENCE),
          spatialRel: 'esriSpatialRelIntersects',
        },
        options,
      );
    });
  }

  private async query(
    filter: Record<string, string>,
    options: ArcgisQueryOptions,
  ): Promise<IntegrationResult<ParcelFeature[]>> {
    const layer = layerId(options.layer ?? this.config.defaultLayer);
    const params = new URLSearchParams({
      ...filter,
      outFields: '*',
      returnGeometry: 'true',
      outSR: String(SPATIAL_REFERENCE),
      returnCentroid: 'true',
      resultRecordCount: String(options.limit ?? ARCGIS_DEFAULT_LIMIT),
      f: 'json',
    });
    const answer = await this.get(`${layer}/query?${params}`, querySchema);
    if (!answer.ok) return answer;
    return success(toParcelFeatures(answer.value.features, this.config, this.logger));
  }

  private async get<T>(path: string, schema: z.ZodType<T>): Promise<IntegrationResult<T>> {
    const url = new URL(path, this.base);
    if (this.config.token) url.searchParams.set('token', this.config.token);
    const answer = await callService({
      service: SERVICE,
      url,
      accept: 'json',
      timeoutMs: this.config.timeoutMs,
      fetch: this.config.fetch,
    });
    if (!answer.ok) return answer;
    const error = errorSchema.safeParse(answer.value);
    if (error.success) {
      const { code, message, details } = error.data.error;
      return failure({
        kind: 'service',
        service: SERVICE,
        code: String(code ?? ''),
        message: message ?? 'ArcGIS reported an error',
        details: details?.map(String),
      });
    }
    return parseWith(SERVICE, schema, answer.value);
  }

  /** A council setting that is not a plain column or layer becomes a typed failure, not a thrown error. */
  private async guard(
    run: () => Promise<IntegrationResult<ParcelFeature[]>>,
  ): Promise<IntegrationResult<ParcelFeature[]>> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof UnsafeColumnError || error instanceof RangeError) {
        return failure({ kind: 'invalid-request', service: SERVICE, message: error.message });
      }
      throw error;
    }
  }
}

function layerId(layer: string): string {
  if (!LAYER_ID.test(layer)) throw new RangeError(`Not an ArcGIS layer id: ${JSON.stringify(layer)}`);
  return layer;
}
