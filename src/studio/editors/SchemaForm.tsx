// An rjsf form of the project's form engine and Chakra theme (src/forms/theme) for the studio: a field whose
// schema has an x-ref picks from the names the brand knows (a list to choose from, typing still allowed, so a
// wrong name stays visible with its problem), a text key shows its English text, an expression opens the
// condition builder and a nested node or action list is raw JSON. Problems are shown at their field.
import { memo, useId, useMemo } from 'react';
import withTheme from '@rjsf/core/lib/withTheme.js';
import { ariaDescribedByIds, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps, type ErrorSchema, type FieldProps, type RJSFSchema, type UiSchema, type WidgetProps } from '@rjsf/utils';
import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { templates, widgets } from '../../forms/theme';
import { createFormValidator } from '../../forms/validator';
import { refOptions, type StudioContext } from '../model/context';
import { ConditionBuilder } from './ConditionBuilder';
import { RawJson } from './RawJson';

interface FormContext {
  context: StudioContext;
  /** The id of the form's one list of the known names of an x-ref kind (a thousand text keys are listed once). */
  listId(kind: string): string;
}

/** A string field: with an x-ref, an input offering the known names; a text key's English text below it. */
function StudioTextWidget(props: WidgetProps) {
  const { id, value, schema, readonly, disabled, onChange, onBlur, onFocus, rawErrors, required, registry, options } = props;
  const { context, listId } = registry.formContext as FormContext;
  const kind = typeof schema['x-ref'] === 'string' ? schema['x-ref'] : undefined;
  const known = kind ? refOptions(context, kind) : [];
  const english = kind === 'text' && typeof value === 'string' ? context.texts[value] : undefined;
  const type = schema.type === 'integer' || schema.type === 'number' ? 'number' : 'text';
  return (
    <Box>
      <Input
        id={id}
        type={type}
        value={value ?? ''}
        list={kind && known.length ? listId(kind) : undefined}
        readOnly={readonly}
        disabled={disabled}
        required={required}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        // rjsf's NumberField makes a number of the text.
        onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      {english !== undefined && <Text fontSize="sm" color="fg.muted" mt={1} data-english>English: {english}</Text>}
    </Box>
  );
}

const labelOf = (props: FieldProps) => (typeof props.schema.title === 'string' ? props.schema.title : props.name);

/** An expression (when, enabled ...): the condition builder. */
function ExpressionField(props: FieldProps) {
  const { context } = props.registry.formContext as FormContext;
  return (
    <Box>
      <ConditionBuilder label={labelOf(props)} value={props.formData} errors={props.rawErrors} settings={context.settings}
        onChange={(next) => props.onChange(next, props.fieldPathId.path)} />
      {typeof props.schema.description === 'string' && <Text fontSize="sm" color="fg.muted" mt={1}>{props.schema.description}</Text>}
    </Box>
  );
}

/** A nested node, action list or map of expressions: JSON text. */
function JsonField(props: FieldProps) {
  return (
    <Box>
      <RawJson label={labelOf(props)} value={props.formData} errors={props.rawErrors} onChange={(next) => props.onChange(next, props.fieldPathId.path)} />
      {typeof props.schema.description === 'string' && <Text fontSize="sm" color="fg.muted" mt={1}>{props.schema.description}</Text>}
    </Box>
  );
}

/** A list (quick amounts, columns ...): its items, each with buttons to move it up or down and remove it. */
function ArrayFieldTemplate({ items, canAdd, onAddClick, title, disabled, readonly, fieldPathId }: ArrayFieldTemplateProps) {
  return (
    <Stack as="fieldset" gap={2} borderWidth="1px" borderRadius="md" p={3} id={fieldPathId.$id}>
      {title && <Box as="legend" px={1} fontWeight="medium">{title}</Box>}
      {items}
      {canAdd && !readonly && <Box><Button size="sm" variant="outline" disabled={disabled} onClick={onAddClick}>Add an item{title ? ` to ${title}` : ''}</Button></Box>}
    </Stack>
  );
}

function ArrayFieldItemTemplate({ children, buttonsProps, index, hasToolbar }: ArrayFieldItemTemplateProps) {
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, disabled, totalItems } = buttonsProps;
  const which = `item ${index + 1} of ${totalItems}`;
  return (
    <Stack direction="row" gap={2} align="flex-end">
      <Box flex="1" minW="0">{children}</Box>
      {hasToolbar && (
        <Stack direction="row" gap={1}>
          <Button size="xs" variant="outline" disabled={disabled || !hasMoveUp} aria-label={`Move ${which} up`} onClick={onMoveUpItem}>Up</Button>
          <Button size="xs" variant="outline" disabled={disabled || !hasMoveDown} aria-label={`Move ${which} down`} onClick={onMoveDownItem}>Down</Button>
          {hasRemove && <Button size="xs" variant="outline" disabled={disabled} aria-label={`Remove ${which}`} onClick={onRemoveItem}>Remove</Button>}
        </Stack>
      )}
    </Stack>
  );
}

const StudioForm = withTheme<unknown, RJSFSchema, FormContext>({
  templates: { ...templates, ArrayFieldTemplate, ArrayFieldItemTemplate, ButtonTemplates: { ...templates.ButtonTemplates, SubmitButton: () => null } } as never,
  widgets: { ...widgets, TextWidget: StudioTextWidget },
  fields: { expression: ExpressionField, json: JsonField },
});

// The studio's validation is brand validate's (its problems arrive as extraErrors); this one only lets rjsf tell
// the options of an anyOf apart.
const validator = createFormValidator({ t: (key) => key });

export interface SchemaFormProps {
  /** Sets this form's field ids apart (a node's pointer). */
  idPrefix: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  value: unknown;
  onChange(next: unknown): void;
  errors?: ErrorSchema;
  context: StudioContext;
}

/** Rendered again only when its props change (a page's other nodes changing leave a form alone). */
export const SchemaForm = memo(function SchemaForm({ idPrefix, schema, uiSchema, value, onChange, errors, context }: SchemaFormProps) {
  const listBase = useId();
  const formContext = useMemo<FormContext>(() => ({ context, listId: (kind) => `${listBase}-${kind}` }), [context, listBase]);
  const kinds = useMemo(() => [...new Set([...JSON.stringify(schema).matchAll(/"x-ref":"([^"]+)"/g)].map((m) => m[1]))], [schema]);
  const ui = useMemo(() => ({ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }), [uiSchema]);
  // Made once per schema: a re-render (each keystroke) leaves a thousand options alone.
  const lists = useMemo(() => kinds.map((kind) => {
    const known = refOptions(context, kind);
    return known.length ? <datalist key={kind} id={formContext.listId(kind)}>{known.map((name) => <option key={name} value={name} />)}</datalist> : null;
  }), [kinds, context, formContext]);
  return (
    <>
    {lists}
    <StudioForm
      tagName="div"
      idPrefix={idPrefix}
      schema={schema}
      uiSchema={ui}
      formData={value}
      formContext={formContext}
      validator={validator}
      extraErrors={errors}
      noHtml5Validate
      // The document gets what the operator sets, not every default the schema names.
      experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } }}
      showErrorList={false}
      onChange={(event) => onChange(event.formData)}
    />
    </>
  );
});
