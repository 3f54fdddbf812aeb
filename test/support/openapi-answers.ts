import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { legacyRouteModules } from '#server/app.ts';
import { collectLegacyRoutes } from '#server/legacy/legacy-routes.ts';
import { legacyOpenApiDocument } from '#server/legacy/openapi.ts';
import { OPENAPI_PATH, REFERENCE_PATH } from '#server/legacy/reference-page.ts';

interface MediaType {
  schema?: unknown;
}
interface Answer {
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  responses: Record<string, Answer>;
}
type OpenApiDocument = ReturnType<typeof legacyOpenApiDocument> & { paths: Record<string, Record<string, Operation>> };

interface Template {
  path: string;
  pattern: RegExp;
  /** 0 for a static segment, 1 for a parameter: the router tries static segments first. */
  rank: number[];
}

const DOCUMENT_ID = 'legacy-openapi.json';

/** A pointer segment of JSON Pointer (RFC 6901). */
function pointerSegment(text: string): string {
  return text.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Checks answers of the legacy façade against its own OpenAPI document (the one the server
 * serves, built by the same function from the same route table): the operation by method and
 * path template, the documented status (or the range, or `default`), the content type, and for
 * JSON the body against the documented schema. Existing clients read the document, so an answer
 * it does not describe is a bug of one of the two.
 */
export class OpenApiAnswerChecker {
  readonly document: OpenApiDocument;
  private readonly ajv: Ajv2020;
  private readonly templates: Template[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly basePath: string) {
    this.document = legacyOpenApiDocument(collectLegacyRoutes(legacyRouteModules), basePath) as OpenApiDocument;
    // The document is the schema store: a response schema is a pointer into it, so its $refs to components resolve as they do for clients.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    this.ajv.addSchema({ ...structuredClone(this.document), $id: DOCUMENT_ID } as object);
    this.templates = Object.keys(this.document.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
        rank: path.split('/').map((segment) => (segment.startsWith('{') ? 1 : 0)),
      }))
      // /menus/nav/{nav} before /menus/{guid}/pos, as the router matches them.
      .sort((a, b) => {
        const at = a.rank.findIndex((rank, index) => rank !== b.rank[index]);
        return at === -1 ? 0 : (a.rank[at] ?? -1) - (b.rank[at] ?? -1);
      });
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }

  /** What is wrong with this answer according to the document, or null when it says exactly this. */
  problemOf(method: string, url: string, status: number, contentTypeHeader: string | undefined, body: string): string | null {
    // Undecoded: templates match whole segments, and hostile requests carry escapes that decode to nothing.
    const path = url.split('?')[0] ?? '';
    if (!path.startsWith(this.basePath)) return null;
    const local = path.slice(this.basePath.length) || '/';
    if (local === OPENAPI_PATH || local === REFERENCE_PATH || local.startsWith(`${REFERENCE_PATH}/`)) return null;
    const lower = method.toLowerCase();
    if (lower === 'head' || lower === 'options') return null;
    const template = this.templates.find((candidate) => candidate.pattern.test(local) && this.document.paths[candidate.path]?.[lower]);
    // No operation: the façade's route-not-found (or another refusal before routing), an error envelope all the same.
    const operation = template ? this.document.paths[template.path]![lower]! : undefined;
    const name = operation ? `${operation.operationId ?? `${method} ${template!.path}`}` : `${method} ${local} (no operation)`;
    const statusKey = operation ? [String(status), `${String(status)[0]}XX`, 'default'].find((key) => operation.responses[key]) : undefined;
    const pointerBase = operation && statusKey ? `/paths/${pointerSegment(template!.path)}/${lower}/responses/${statusKey}` : undefined;
    const fallback = this.document.components?.schemas?.[`LegacyError${status}`] ? { content: { 'application/json': { schema: {} } } } : undefined;
    const answer = operation ? (statusKey ? operation.responses[statusKey] : undefined) : fallback;
    if (!answer) return `${name}: status ${status} is not documented (documented: ${operation ? Object.keys(operation.responses).join(', ') : 'no such error answer'})`;
    const contentType = (contentTypeHeader ?? '').split(';')[0]!.trim().toLowerCase();
    if (!answer.content) return body === '' ? null : `${name} ${status}: a body of ${contentType || 'no type'} where the document says none`;
    const mediaKey = Object.keys(answer.content).find((key) => key === contentType || key === '*/*' || (key.endsWith('/*') && contentType.startsWith(key.slice(0, -1))));
    if (!mediaKey) return `${name} ${status}: content type ${contentType || '(none)'} is not documented (documented: ${Object.keys(answer.content).join(', ')})`;
    if (mediaKey !== 'application/json' || !answer.content[mediaKey]!.schema) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `${name} ${status}: the body is not JSON: ${body.slice(0, 200)}`;
    }
    const validate = pointerBase ? this.validator(`${pointerBase}/content/${pointerSegment(mediaKey)}/schema`) : this.validator(`/components/schemas/LegacyError${status}`);
    if (validate(parsed)) return null;
    const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}${error.params && 'additionalProperty' in error.params ? ` '${String(error.params.additionalProperty)}'` : ''}`);
    return `${name} ${status}: the body contradicts the document: ${[...new Set(errors)].join('; ')} — body ${body.slice(0, 300)}`;
  }
}

let checker: OpenApiAnswerChecker | undefined;

/** One checker per test file: building and compiling the document is the slow part. */
export function openApiAnswerChecker(basePath: string): OpenApiAnswerChecker {
  if (checker?.basePath !== basePath) checker = new OpenApiAnswerChecker(basePath);
  return checker;
}

export class AnswerContradictsOpenApi extends Error {}

/**
 * Makes every `app.inject` of this app check its answer against the legacy OpenAPI document, and
 * throw (failing the test that asked) when the document does not describe it.
 */
export function checkAnswersAgainstOpenApi(app: FastifyInstance, basePath: string): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const response = await inject(options);
    const method = typeof options === 'string' ? 'GET' : (options.method ?? 'GET');
    const url = typeof options === 'string' ? options : typeof options.url === 'string' ? options.url : (options.path as string | undefined) ?? '';
    // Built on the first façade answer: most integration files never ask the façade.
    if (!url.startsWith(basePath)) return response;
    const contentType = response.headers['content-type'];
    const problem = openApiAnswerChecker(basePath).problemOf(method, url, response.statusCode, Array.isArray(contentType) ? contentType[0] : contentType?.toString(), response.body);
    if (problem) throw new AnswerContradictsOpenApi(`The answer contradicts ${basePath}${OPENAPI_PATH}: ${problem}`);
    return response;
  };
  (app as unknown as { inject: typeof checked }).inject = checked;
}
