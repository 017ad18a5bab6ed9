import type * as fastXmlParser from 'fast-xml-parser';
import { onFirstUse } from '../../firstUse.js';
import { callService, failure, success, type ClientOptions, type IntegrationResult } from '../http.js';
import type { XmlJson, XmlPropertyConfig, XmlPropertyService } from './types.js';

const SERVICE = 'xmlproperty';

const fastXml = onFirstUse<typeof fastXmlParser>('fast-xml-parser');
let parser: fastXmlParser.XMLParser | undefined;

/**
 * fast-xml-parser resolves no external entities (no XXE) and caps DOCTYPE entity expansion by default;
 * values are kept as text so identifiers keep their leading zeros.
 */
const makeParser = () =>
  new (fastXml().XMLParser)({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
  });

export function xmlToJson(text: string): IntegrationResult<XmlJson> {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- its successor (fast-xml-validator) is not a dependency yet; this one still ships in fast-xml-parser
  const valid = fastXml().XMLValidator.validate(text);
  if (valid !== true) {
    return failure({
      kind: 'invalid-response',
      service: SERVICE,
      message: `Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`,
    });
  }
  try {
    parser ??= makeParser();
    return success(parser.parse(text) as XmlJson);
  } catch (error) {
    return failure({
      kind: 'invalid-response',
      service: SERVICE,
      message: `XML could not be converted: ${error instanceof Error ? error.message : String(error)}`,
    });
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
