// Schema checks of one merged document: the document schema, then each node's props against its widget,
// each action's params against its handler and each expression against the expression schema. The
// document schema also reaches into nodes, actions and expressions; to say each mistake once, in the words
// of the most specific check, an error belongs to the check whose root is the deepest one containing it.
import { validatorFor, widgetTypes, actionNames } from './registry.ts';
import { findTypedLocations, expressionOperators, type TypedLocations } from './schema-walk.ts';
import { explainErrors, describeValue, type RawProblem, type ExplainContext, type ExplainedError } from './messages.ts';
import { getAt, joinPointer, isWithin, dottedPath } from './pointer.ts';
import { isPlainObject } from '../lib/json.ts';
import { didYouMean, listNames } from './suggest.ts';

const DOCUMENT_NAMES: Record<string, string> = {
  brand: 'The brand manifest',
  settings: 'The settings',
  routes: 'The routes document',
  menu: 'The menus document',
  layout: 'The layout',
  theme: 'The theme',
  page: 'The page',
  modal: 'The modal',
  form: 'The form',
  texts: 'The texts file',
};

export function documentName(schemaKey: string): string {
  return DOCUMENT_NAMES[schemaKey] ?? 'The document';
}

/** The keywords of JSON Schema draft-07 (validation and applicators; annotations and $id, $schema too). */
const JSON_SCHEMA_KEYWORDS = new Set([
  '$id', '$schema', '$ref', '$comment', 'definitions', 'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum',
  'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern', 'format', 'items', 'additionalItems', 'maxItems',
  'minItems', 'uniqueItems', 'contains', 'maxProperties', 'minProperties', 'required', 'properties', 'patternProperties',
  'additionalProperties', 'dependencies', 'propertyNames', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not',
  'contentMediaType', 'contentEncoding', 'title', 'description', 'default', 'readOnly', 'writeOnly', 'examples',
]);

/**
 * A form's schema is interpreted by the form engine (src/forms/validate.ts), which implements the keywords of the
 * form vocabulary (schemas/form-field.schema.json) and ignores any other: a JSON Schema keyword outside it would
 * look like a rule to an operator and never be checked, so the sentence says so.
 */
function formKeywordNotImplemented(allowed: (pointer: string) => Iterable<string> | undefined) {
  return (pointer: string, name: string, subject: string): string | undefined => {
    if (!isWithin(pointer, '/schema') || !JSON_SCHEMA_KEYWORDS.has(name)) return undefined;
    const implemented = [...(allowed(pointer) ?? [])].filter((k) => JSON_SCHEMA_KEYWORDS.has(k));
    return `${subject} uses "${name}", a JSON Schema keyword the form engine does not implement (src/forms/validate.ts), so nothing would check it. A form's schema may use: ${listNames(implemented, 40)}, and the x- keywords of the form vocabulary`;
  };
}

interface OwnedErrors {
  root: string;
  errors: ExplainedError[];
}

export interface SchemaCheckResult {
  problems: RawProblem[];
  locations: TypedLocations;
}

export function checkDocumentSchemas(schemaKey: string, data: unknown): SchemaCheckResult {
  const locations = findTypedLocations(schemaKey, data);
  const roots = new Set<string>(['']);
  const owned: OwnedErrors[] = [];
  const direct: RawProblem[] = [];
  const allowed = (pointer: string) => locations.allowedProperties.get(pointer);
  const nodeAt = new Map(locations.nodes.map((n) => [n, getAt(data, n)]));

  const unknownProperty = schemaKey === 'form' ? formKeywordNotImplemented(allowed) : undefined;
  const run = (key: string, root: string, value: unknown, subject: ExplainContext['subject'], operators?: string[]) => {
    const validate = validatorFor(key);
    if (!validate || validate(value)) return;
    owned.push({ root, errors: explainErrors(validate.errors, { base: root, data: value, subject, allowed, operators, unknownProperty }) });
  };

  // The document itself. Places inside nodes are named after the node, which is how operators see a page.
  run(schemaKey, '', data, (rel) => {
    if (!rel.length) return documentName(schemaKey);
    if (schemaKey === 'menu' && /^menus\/[^/]+\/\d+(\/children\/\d+)*$/.test(rel.join('/'))) return `The menu entry ${dottedPath(rel, data)}`;
    const node = nodeAt.get(joinPointer('', ...rel));
    return isPlainObject(node) && typeof node.type === 'string' ? `The ${node.type} node at ${dottedPath(rel, data)}` : dottedPath(rel, data);
  });

  for (const pointer of locations.nodes) {
    const node = nodeAt.get(pointer);
    if (!isPlainObject(node) || !Object.hasOwn(node, 'type')) continue; // the node schema says what is missing
    const typePointer = joinPointer(pointer, 'type');
    roots.add(typePointer);
    const type = node.type;
    if (typeof type !== 'string') {
      direct.push({ pointer: typePointer, message: `A node's type must be a widget type name like "Grid", got ${describeValue(type)}` });
      continue;
    }
    if (!validatorFor(`widget:${type}`)) {
      const known = widgetTypes();
      direct.push({ pointer: typePointer, message: `Unknown widget type "${type}". Known types: ${listNames(known, 40)}${didYouMean(type, known)}` });
      continue;
    }
    const propsPointer = joinPointer(pointer, 'props');
    roots.add(propsPointer);
    const props = node.props ?? {};
    run(`widget:${type}`, propsPointer, props, (rel) => (rel.length ? `props.${dottedPath(rel, props)}` : 'props'));
  }

  for (const pointer of locations.actions) {
    roots.add(pointer);
    const action = getAt(data, pointer);
    const known = actionNames();
    if (!isPlainObject(action)) {
      direct.push({ pointer, message: `An action must be an object like {"action": "navigate", "to": {"page": "casino"}}, got ${describeValue(action)}` });
      continue;
    }
    const name = action.action;
    if (name === undefined) {
      direct.push({ pointer, message: `This action has no "action" name saying what to do. Known actions: ${listNames(known, 40)}` });
      continue;
    }
    if (typeof name !== 'string' || !validatorFor(`action:${name}`)) {
      const shown = typeof name === 'string' ? `"${name}"` : describeValue(name);
      direct.push({ pointer: joinPointer(pointer, 'action'), message: `Unknown action ${shown}. Known actions: ${listNames(known, 40)}${typeof name === 'string' ? didYouMean(name, known) : ''}` });
      continue;
    }
    // "action" and "when" belong to every action (action.schema.json); the handler's schema has the rest.
    const { action: _name, when: _when, ...params } = action;
    run(`action:${name}`, pointer, params, (rel) => (rel.length ? `In the ${name} action, ${dottedPath(rel, params)}` : `The ${name} action`));
  }

  const operators = expressionOperators();
  for (const pointer of locations.expressions) {
    roots.add(pointer);
    const expression = getAt(data, pointer);
    run('expression', pointer, expression, (rel) => (rel.length ? `In the expression, ${dottedPath(rel, expression)}` : 'The expression'), operators);
  }

  const deepestRoot = (pointer: string) => [...roots].filter((root) => isWithin(pointer, root)).reduce((a, b) => (b.length > a.length ? b : a), '');
  const problems = [
    ...direct,
    ...owned.flatMap(({ root, errors }) => errors.filter((e) => deepestRoot(e.instancePointer) === root).map((e) => e.problem)),
  ];
  return { problems, locations };
}

