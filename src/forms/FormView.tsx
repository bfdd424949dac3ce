// A form document rendered by rjsf with our Chakra theme and our interpreting validator. Submitting
// runs the document's submit actions with the form data; a failure shows the server's message and
// keeps everything the player typed (nothing lost). Loaded lazily: rjsf is not in the first paint.
// Rendered on the server too (issue 24): the form never sends its fields as a page load (method post, and its
// controls have no name, so there is nothing to send), says without scripts that it needs them, and takes
// over what was typed and sent before the app hydrated the page (src/ssr/heldInput.ts).
import { FormProblem } from './formProblem';
import { useEffect, useMemo, useRef, useState } from 'react';
// By path, not from the package's index: the index also exports rjsf's test registry, which imports
// @rjsf/validator-ajv8, a package we do not use (docs/architecture.md says why forms keep the interpreter).
import withTheme from '@rjsf/core/lib/withTheme.js';
import type RjsfForm from '@rjsf/core/lib/components/Form.js';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { FormDocument } from '../generated/types';
import { useText } from '../renderer/text';
import { useScope } from '../renderer/scope';
import { evaluateEach, isVisible } from '../renderer/expressions';
import { templates, widgets } from './theme';
import { createFormValidator } from './validator';
import { applyConditions, translateSchema, translateUiSchema, withoutFields, withoutValues, withRequired } from './translateSchema';
import { dateOfBirthDefaults, emailKeyAllowed, phoneKeyBlocked, type PasswordRules } from './vocabulary';
import { loadSources, resolveSources, sourcesOf, type LoadedSources } from './optionSources';
import { ApiError, type ApiClient } from '../platform/api/client';
import { FORM_VALUE_RULES } from './formValues';
import type { Scope } from '../renderer/scope';
import LocationFill from './LocationFill';
import { useHeldForm } from './useHeldForm';
import { orderGaps } from './formOrder';

const ThemedForm = withTheme({ templates, widgets });

export interface FormViewProps {
  name: string;
  /** Sets this form's field ids apart from another of the same name on the page. */
  instance?: string;
  doc: FormDocument;
  /**
   * Runs the document's submit actions; throws with a player-facing message on failure. `scope` holds the
   * values the document's named value rules add to the scope of its expressions (profile.locks ...).
   */
  submit: (data: Record<string, unknown>, scope?: Partial<Scope>) => Promise<void>;
  /** Loads the run-time choices and field config the schema names (x-options, x-fieldsConfig). */
  api?: ApiClient;
}

/** The platform data a form needs before it can show its fields; a failure offers a retry. */
function useSources(schema: Record<string, unknown>, api: ApiClient | undefined) {
  const names = useMemo(() => sourcesOf(schema), [schema]);
  const [state, setState] = useState<{ sources?: LoadedSources; failed?: boolean }>(names.length ? {} : { sources: {} });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!names.length || !api) return;
    let live = true;
    setState({});
    loadSources(api, names).then((sources) => live && setState({ sources }), () => live && setState({ failed: true }));
    return () => { live = false; };
  }, [names, api, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

export { FormProblem };

export function errorMessage(error: unknown, fallback: string, refusals: Record<string, string> = {}, t?: (key: string) => string): string {
  if (error instanceof FormProblem) return error.message;
  // The action runner wraps a handler's failure (ActionFailed); the api client's error is its cause.
  const cause = (error as { cause?: unknown })?.cause ?? error;
  // A refusal the document words itself (its code in the answer) shows the brand's text.
  const code = cause instanceof ApiError ? (cause.body as { code?: unknown } | null)?.code : undefined;
  if (t && typeof code === 'string' && Object.hasOwn(refusals, code)) return t(refusals[code]);
  return (cause instanceof ApiError && cause.serverMessage) || fallback;
}

export default function FormView({ name, instance, doc, submit, api }: FormViewProps) {
  const t = useText();
  const pageScope = useScope();
  // The document's named value rules (src/forms/formValues.ts): values its expressions read, its starting
  // values and what its submit actions get.
  const rules = doc.values ? FORM_VALUE_RULES[doc.values] : undefined;
  const extra = useMemo(() => rules?.scope(pageScope) ?? {}, [rules, pageScope]);
  const scope = useMemo(() => ({ ...pageScope, ...extra }), [pageScope, extra]);
  const initialValues = () => {
    const evaluated = evaluateEach(doc.initial ?? {}, scope) as Record<string, unknown>;
    const values = rules ? rules.initial(evaluated, { today: new Date() }) : evaluated;
    return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));
  };
  const [formData, setFormData] = useState<Record<string, unknown>>(initialValues);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // Validate on submit; after a refused submit, live on every change so errors clear as they are fixed.
  // (Not on blur: rjsf's blur validation re-renders between mousedown and click and swallows the first
  // click on the submit button.)
  const [tried, setTried] = useState(false);
  const formScope = { ...scope, form: formData };

  const loaded = useSources(doc.schema as Record<string, unknown>, api);
  const locked = Object.entries(doc.lockedWhen ?? {}).filter(([, expr]) => isVisible(expr, formScope)).map(([f]) => f);
  const hidden = Object.entries(doc.hiddenWhen ?? {}).filter(([, expr]) => isVisible(expr, formScope)).map(([f]) => f);
  const required = Object.entries(doc.requiredWhen ?? {}).filter(([, expr]) => isVisible(expr, formScope)).map(([f]) => f);
  const schema = useMemo(
    () => withRequired(withoutFields(translateSchema(resolveSources(doc.schema as Record<string, unknown>, loaded.sources ?? {}) as RJSFSchema, t), hidden), required),
    [doc.schema, loaded.sources, t, hidden.join(), required.join()], // eslint-disable-line react-hooks/exhaustive-deps -- hidden and required are new arrays each render: their joined names are the dependency
  );
  // spec 5 Date of birth: a date-of-birth field the form shows starts at 18 years ago (empty or 1900-01-01),
  // once the fields are known (a registration's fields come from its config): never one it does not show.
  useEffect(() => {
    if (!loaded.sources) return;
    const defaults = dateOfBirthDefaults(schema as { properties?: Record<string, unknown> }, formData, new Date());
    if (Object.keys(defaults).length) setFormData((current) => ({ ...current, ...dateOfBirthDefaults(schema as { properties?: Record<string, unknown> }, current, new Date()) }));
  }, [schema, loaded.sources]); // eslint-disable-line react-hooks/exhaustive-deps -- on the fields, not on every keystroke: a field the player empties stays empty

  const uiSchema = useMemo<UiSchema>(() => {
    const base = applyConditions(translateUiSchema((doc.uiSchema ?? {}) as Record<string, unknown>, t), { locked, hidden });
    // Key filters of spec 5: the email field takes only its characters; the phone field only digits up to its length.
    for (const [field, ui] of Object.entries(base)) {
      const options = (ui as { 'ui:options'?: { keyFilter?: unknown; codeField?: string } })?.['ui:options'];
      if (options?.keyFilter === 'email') options.keyFilter = (key: string) => emailKeyAllowed(key);
      if (options?.keyFilter === 'phone') {
        const codeField = options.codeField ?? 'phoneCode';
        options.keyFilter = (key: string, current: string) => !phoneKeyBlocked(formData[codeField] as string, current, key);
      }
      void field;
    }
    return { ...base, 'ui:submitButtonOptions': { submitText: t(doc.submitLabel ?? 'text.common.submit'), props: { disabled: busy } } } as UiSchema;
  }, [doc.uiSchema, doc.submitLabel, t, locked.join(), hidden.join(), busy, formData]); // eslint-disable-line react-hooks/exhaustive-deps -- locked and hidden are new arrays each render: their joined names are the dependency

  const password = (scope.settings.formFieldsValidation as { password?: PasswordRules } | undefined)?.password;
  const validator = useMemo(() => createFormValidator({ messages: doc.messages, t, password }), [doc.messages, t, password]);

  // What the player typed and sent before the app ran (issue 24): taken over once the fields are there.
  const formId = instance ? `form-${name}-${instance.replace(/[^A-Za-z0-9_-]/g, '')}` : `form-${name}`;
  const form = useRef<RjsfForm>(null);
  useHeldForm({
    formId, ready: !!loaded.sources, schema, uiSchema,
    adopt: (typed) => setFormData((current) => ({ ...current, ...typed })),
    submit: () => form.current?.submit(),
  });

  // An order that leaves a field out cannot render (src/forms/formOrder.ts): the form's failure text, and the cause
  // for whoever reads the console or the server's log.
  const gaps = useMemo(() => orderGaps(doc.schema, doc.uiSchema), [doc.schema, doc.uiSchema]);
  useEffect(() => {
    for (const gap of gaps) console.error(`Form "${name}" cannot render: the ui:order of ${gap.path.join('.') || 'the form'} leaves out ${gap.missing.join(', ')}`);
  }, [gaps, name]);
  if (gaps.length) return <Text role="alert" color="fg.error" data-form={name} data-form-error>{t(doc.failureMessage ?? 'text.common.somethingWentWrong')}</Text>;

  if (loaded.failed) {
    return (
      <Stack role="alert" gap={3} align="start" data-form={name}>
        <Text>{t('text.form.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={loaded.retry}>{t('text.common.retry')}</Button>
      </Stack>
    );
  }
  if (!loaded.sources) return <Stack gap={3} aria-busy="true" data-form={name}>{[0, 1, 2, 3].map((i) => <Skeleton key={i} height="10" />)}</Stack>;

  return (
    <Box data-form={name}>
      {doc.title && <Text as="h2" fontWeight="semibold" fontSize="lg" mb={3}>{t(doc.title)}</Text>}
      {/* Shown only with scripts off (the browser does not hydrate a noscript's content). */}
      <noscript><Text role="note" color="fg.warning" mb={3}>{t('text.form.needsScripts')}</Text></noscript>
      {doc.fillFromLocation && (
        <LocationFill label={doc.fillFromLocation.label} api={api} locked={locked}
          fields={Object.keys((doc.schema as { properties?: Record<string, unknown> }).properties ?? {})}
          onFill={(values) => { setFormData((current) => ({ ...current, ...values })); setServerError(null); }} />
      )}
      <ThemedForm
        ref={form}
        id={formId}
        // Never a GET: without scripts the browser posts to the page's address, which sends the player back
        // (server/site/pageForms.ts); the controls have no name, so the post carries nothing.
        method="post"
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        noHtml5Validate
        showErrorList="top"
        focusOnFirstError
        // No value the player did not choose: a select starts empty and a consent checkbox unticked.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        liveValidate={tried ? 'onChange' : undefined}
        // A locked field's value is the platform's: the player cannot change it, so a rule it breaks (a stored
        // phone code the choices lack) must not hold the rest of the form back.
        transformErrors={(errors) => errors.filter((e) => !locked.includes(String(e.property ?? '').slice(1).split('.')[0]))}
        onError={() => setTried(true)}
        idPrefix={formId}
        onChange={(e) => { setFormData(e.formData as Record<string, unknown>); setServerError(null); }}
        onSubmit={async (e) => {
          if (busy) return; // a double click submits once
          setBusy(true);
          setServerError(null);
          try {
            const data = withoutValues(e.formData as Record<string, unknown>, hidden);
            const fields = Object.keys((doc.schema as { properties?: Record<string, unknown> }).properties ?? {});
            if (rules) await submit(rules.outgoing(data, { fields, locked }), extra);
            else await submit(data);
            if (doc.resetOnSuccess) {
              setFormData(initialValues());
              setTried(false);
            }
          } catch (error) {
            setServerError(errorMessage(error, t(doc.failureMessage ?? 'text.common.somethingWentWrong'), doc.refusals, t));
          } finally {
            setBusy(false);
          }
        }}
      />
      {serverError && <Text role="alert" color="fg.error" mt={3} data-form-error>{serverError}</Text>}
    </Box>
  );
}
