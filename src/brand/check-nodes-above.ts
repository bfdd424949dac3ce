// The names of the Data and Flow primitives must be ones the runtime finds. A Data or Flow node provides
// for its children only (src/renderer/nodeServices.ts; src/widgets/Data and Flow wrap their children, and
// RenderNode runs a node's own when, props and on with its parent's scope and services), so a name
// resolves to the nearest enclosing node of that name in the same document: a page's or a modal's. A
// modal's content, named or inline (openModal's content), is rendered by the ModalHost at the root, so it
// sees no Data or Flow node of the page that opened it. Reported here, each with the names that do exist:
// - refetch's data naming no Data node above (the action throws);
// - flowStep's and flowSet's flow naming no Flow node above, or no Flow above at all (the actions throw);
// - flowStep's to that is neither next, back nor a step of that flow (src/flow/flowState.ts stepAfter);
// - a Flow's initial that is not one of its steps (it starts on the first step instead);
// - flow.step compared with a string that is not a step of the nearest Flow above (never equal);
// - data.<name> naming no Data node above, and flow.<field> with no Flow above (they read undefined).
// A GamePlay node gives its children the flow "play" (src/play/playFlow.ts PLAY_STEPS) and counts as
// a Flow node here. flow.values.<x> is free-form. A form document is shown by a node wherever a page puts it, so its
// expressions see that page's scope and are not judged here; but the widgets that show a form (Form,
// WithdrawForm, DepositProfile) run its submit actions without the node services, so refetch, flowStep and
// flowSet there always fail, and are reported.
import type { RawProblem } from './messages.ts';
import type { TypedLocations } from './schema-walk.ts';
import { getAt, joinPointer } from './pointer.ts';
import { isPlainObject } from '../lib/json.ts';
import { didYouMean, listNames } from './suggest.ts';
import { varPaths } from './check-scope.ts';
import { PLAY_FLOW, PLAY_STEPS } from '../play/playFlow.ts';

const FLOW_KEYWORDS = ['next', 'back'];
const DATA_LIKE = new Set(['Compute', 'CountryBlock']);
const EQUALITY = new Set(['==', '!=', '===', '!==']);

interface Provider { pointer: string; type: 'Data' | 'Flow'; name?: string; steps: string[] }

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : []);

/** Widgets that give their children a flow of their own, with its name and steps (the widget moves it). */
const FLOW_WIDGETS: Record<string, { name: string; steps: readonly string[] }> = {
  GamePlay: { name: PLAY_FLOW, steps: PLAY_STEPS },
};

function providerOf(pointer: string, node: unknown): Provider | undefined {
  if (!isPlainObject(node)) return undefined;
  const own = typeof node.type === 'string' ? FLOW_WIDGETS[node.type] : undefined;
  if (own) return { pointer, type: 'Flow', name: own.name, steps: [...own.steps] };
  // A Compute node (src/widgets/Compute) and the blocked-country screen (src/widgets/CountryBlock) give their
  // children data.<name> as a Data node does, and answer refetch for it.
  if (node.type !== 'Data' && node.type !== 'Flow' && !DATA_LIKE.has(String(node.type))) return undefined;
  const props = isPlainObject(node.props) ? node.props : {};
  return { pointer, type: node.type === 'Flow' ? 'Flow' : 'Data', name: typeof props.name === 'string' ? props.name : undefined, steps: strings(props.steps) };
}

/** The Data and Flow nodes a place sees, outermost first: those whose children hold it, up to a modal's content. */
function makeAbove(data: unknown, locations: TypedLocations): (pointer: string) => Provider[] {
  const nodes = new Set(locations.nodes);
  const actions = new Set(locations.actions);
  const providers = new Map<string, Provider>();
  for (const pointer of locations.nodes) {
    const provider = providerOf(pointer, getAt(data, pointer));
    if (provider) providers.set(joinPointer(pointer, 'children'), provider);
  }
  return (pointer) => {
    let above: Provider[] = [];
    let inAction = false;
    // Each prefix of the pointer, outermost first ("/body", "/body/0", "/body/0/children" ...).
    for (let end = pointer.indexOf('/', 1); ; end = pointer.indexOf('/', end + 1)) {
      const prefix = end === -1 ? pointer : pointer.slice(0, end);
      if (actions.has(prefix)) inAction = true;
      else if (nodes.has(prefix) && inAction) {
        above = []; // a node inside an action: openModal's inline content, shown by the ModalHost
        inAction = false;
      }
      const provider = prefix === pointer ? undefined : providers.get(prefix);
      if (provider) above.push(provider);
      if (end === -1) return above;
    }
  };
}

const nearest = (above: Provider[], type: Provider['type'], name?: string) =>
  [...above].reverse().find((p) => p.type === type && (name === undefined || p.name === name));

const names = (above: Provider[], type: Provider['type']) => [...new Set(above.filter((p) => p.type === type && p.name !== undefined).map((p) => p.name!))];

const REACH = 'a Data or Flow node serves only the nodes inside its children, in the same document (a modal sees none of the page that opens it)';

/** ' (did you mean "x"?). Data nodes above it: x', or why there is none to name. */
function namedHint(name: string, above: Provider[], type: Provider['type'], elsewhere: Provider[]): string {
  const known = names(above, type);
  const other = elsewhere.find((p) => p.type === type && p.name === name);
  const aside = other ? ` (the one at ${other.pointer} is not above it)` : didYouMean(name, known);
  return known.length ? `${aside}. ${type} nodes above it: ${listNames(known)}` : `${aside}. There is no ${type} node above it: ${REACH}`;
}

const stepList = (flow: Provider) => `${flow.name ? `the flow "${flow.name}"` : 'the Flow node above'} (${listNames(flow.steps, 20)})`;

export function checkNodesAbove(schemaKey: string, data: unknown, locations: TypedLocations): RawProblem[] {
  if (schemaKey === 'form') return formActions(data, locations);
  const problems: RawProblem[] = [];
  const above = makeAbove(data, locations);
  const all = locations.nodes.map((p) => providerOf(p, getAt(data, p))).filter((p): p is Provider => p !== undefined);

  for (const flow of all) {
    const initial = (getAt(data, joinPointer(flow.pointer, 'props')) as Record<string, unknown> | undefined)?.initial;
    if (flow.type !== 'Flow' || typeof initial !== 'string' || !flow.steps.length || flow.steps.includes(initial)) continue;
    problems.push({
      pointer: joinPointer(flow.pointer, 'props', 'initial'),
      message: `"${initial}" is not one of this flow's steps, so it starts on "${flow.steps[0]}" instead${didYouMean(initial, flow.steps)}. Its steps: ${listNames(flow.steps, 20)}`,
    });
  }

  for (const pointer of locations.actions) {
    const action = getAt(data, pointer);
    if (!isPlainObject(action)) continue;
    const { action: name } = action;
    if (name === 'refetch' && typeof action.data === 'string') {
      const seen = above(pointer);
      if (nearest(seen, 'Data', action.data)) continue;
      problems.push({ pointer: joinPointer(pointer, 'data'), message: `No Data node named "${action.data}" is above this node, so refetch fails${namedHint(action.data, seen, 'Data', all)}` });
    }
    if (name !== 'flowStep' && name !== 'flowSet') continue;
    const seen = above(pointer);
    let flow: Provider | undefined;
    if (typeof action.flow === 'string') {
      flow = nearest(seen, 'Flow', action.flow);
      if (!flow) {
        problems.push({ pointer: joinPointer(pointer, 'flow'), message: `No Flow node named "${action.flow}" is above this node, so ${name} fails${namedHint(action.flow, seen, 'Flow', all)}` });
        continue;
      }
    } else if (action.flow === undefined) {
      flow = nearest(seen, 'Flow');
      if (!flow) {
        problems.push({ pointer, message: `No Flow node is above this node, so ${name} fails: it moves the nearest Flow node above (or the one its flow names), and ${REACH}` });
        continue;
      }
    }
    if (name === 'flowStep' && flow && typeof action.to === 'string' && flow.steps.length && !FLOW_KEYWORDS.includes(action.to) && !flow.steps.includes(action.to)) {
      problems.push({
        pointer: joinPointer(pointer, 'to'),
        message: `"${action.to}" is not a step of ${flow.name ? `the flow "${flow.name}"` : 'the Flow node above'}, so flowStep fails${didYouMean(action.to, [...FLOW_KEYWORDS, ...flow.steps])}. It goes to next, back or a step: ${listNames(flow.steps, 20)}`,
      });
    }
  }

  for (const pointer of locations.expressions) {
    const expression = getAt(data, pointer);
    let seen: Provider[] | undefined;
    const see = () => (seen ??= above(pointer));
    for (const [at, path] of varPaths(expression, pointer)) {
      const [root, field] = path.split('.');
      if (field === undefined || (root !== 'data' && root !== 'flow')) continue;
      if (root === 'data' && !nearest(see(), 'Data', field)) {
        problems.push({ pointer: at, message: `"${path}" is always undefined: no Data node named "${field}" is above this node${namedHint(field, see(), 'Data', all)}` });
      }
      if (root === 'flow' && !nearest(see(), 'Flow')) {
        problems.push({ pointer: at, message: `"${path}" is always undefined: there is no Flow node above this node, and ${REACH}` });
      }
    }
    for (const [at, step] of stepComparisons(expression, pointer)) {
      const flow = nearest(see(), 'Flow');
      if (!flow || !flow.steps.length || flow.steps.includes(step)) continue;
      problems.push({ pointer: at, message: `flow.step is compared with "${step}", which is not a step of ${stepList(flow)}, so they are never equal${didYouMean(step, flow.steps)}` });
    }
  }
  return problems;
}

const NODE_ACTIONS = new Set(['refetch', 'flowStep', 'flowSet']);

function formActions(data: unknown, locations: TypedLocations): RawProblem[] {
  return locations.actions.flatMap((pointer) => {
    const action = getAt(data, pointer);
    if (!isPlainObject(action) || typeof action.action !== 'string' || !NODE_ACTIONS.has(action.action)) return [];
    return [{
      pointer: joinPointer(pointer, 'action'),
      message: `${action.action} in a form document always fails: the node that shows the form runs its submit actions without the page's Data and Flow nodes. Run it from that node's event instead (the Form node's on.success)`,
    }];
  });
}

const readsStep = (e: unknown): boolean =>
  isPlainObject(e) && Object.keys(e).length === 1 && (e.var === 'flow.step' || (Array.isArray(e.var) && e.var[0] === 'flow.step'));

/** The strings flow.step is compared with (==, !=, ===, !==, and in with a list), with their pointers. */
function* stepComparisons(expression: unknown, pointer: string): Generator<[string, string]> {
  if (Array.isArray(expression)) {
    for (let i = 0; i < expression.length; i++) yield* stepComparisons(expression[i], joinPointer(pointer, i));
    return;
  }
  if (!isPlainObject(expression)) return;
  for (const [operator, args] of Object.entries(expression)) {
    const at = joinPointer(pointer, operator);
    if (operator === 'var') continue;
    if (Array.isArray(args) && args.length === 2 && EQUALITY.has(operator)) {
      for (const [i, j] of [[0, 1], [1, 0]]) if (readsStep(args[i]) && typeof args[j] === 'string') yield [joinPointer(at, j), args[j] as string];
    }
    if (operator === 'in' && Array.isArray(args) && readsStep(args[0]) && Array.isArray(args[1])) {
      for (let k = 0; k < args[1].length; k++) if (typeof args[1][k] === 'string') yield [joinPointer(at, 1, k), args[1][k] as string];
    }
    yield* stepComparisons(args, at);
  }
}
