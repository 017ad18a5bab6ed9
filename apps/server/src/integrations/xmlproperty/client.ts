import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { callService, failure, success, type ClientOptions, type IntegrationResult } from '../http.js';
import type { XmlJson, XmlPropertyConfig, XmlPropertyService } from './types.js';

const SERVICE = 'xmlproperty';

/**
 * fast-xml-parser resolves no external entities (no XXE) and caps DOCTYPE entity expansion by default;
 * values are kept as text so identifiers keep their leading zeros.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

export function xmlToJson(xml: string): IntegrationResult<XmlJson> {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- its successor (fast-xml-validator) is not a dependency yet; this one still ships in fast-xml-parser
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    return failure({ kind: 'invalid-response', service: SERVICE, message: `Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})` });
  }
  try {
    return success(parser.parse(xml) as XmlJson);
  } catch (error) {
    return failure({ kind: 'invalid-response', service: SERVICE, message: `XML could not be converted: ${error instanceof Error ? error.message : String(error)}` });
  }
}

export class XmlPropertyClient implements XmlPropertyService {
  constructor(private readonly config: XmlPropertyConfig & ClientOptions) {}

  async getProperties(parIds: (string | number)[]): Promise<IntegrationResult<XmlJson>> {
    const url = new URL(this.config.url);
    for (const id of parIds) url.searchParams.append('par_id[]', String(id));
    const answer = await callService({
      service: SERVICE,
      url,
      accept: 'text',
      headers: { accept: 'application/xml, text/xml' },
      timeoutMs: this.config.timeoutMs,
      fetch: this.config.fetch,
    });
    return answer.ok ? xmlToJson(String(answer.value)) : answer;
  }
}
