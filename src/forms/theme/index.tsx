// rjsf templates and widgets on Chakra primitives. Small on purpose (STACK.md: @rjsf/chakra-ui points
// labels at the wrong ids and pulls 136 MB of icons). Every input has a label bound by id, errors are
// linked by aria-describedby and announced, and invalid fields carry aria-invalid.
// No control has a name (issue 24): a form the browser sends itself (scripts off, or before the app runs)
// then carries none of the player's values; the app reads its fields from its own state, never from the form.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Box, Button, Checkbox, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
// The checkbox's Chakra recipe, passed as the recipe prop: it loads with the forms, not with the first paint (issue 25).
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { ariaDescribedByIds, getSubmitButtonOptions, enumOptionsValueForIndex, enumOptionsIndexForValue, errorId, getInputProps, type FieldErrorProps, type FieldTemplateProps, type ObjectFieldTemplateProps, type SubmitButtonProps, type WidgetProps, type ErrorListProps, type TemplatesType, type RegistryWidgetsType, type DescriptionFieldProps } from '@rjsf/utils';
import { useText } from '../../renderer/text';
import { UPLOAD_TYPES, dateOfBirthRange, extension } from '../vocabulary';
import { heldFile, holdFile, releaseFile, subscribeUploads, uploadProgress } from '../heldFiles';

function FieldTemplate({ id, label, children, rawErrors, hidden, required, displayLabel, rawDescription, schema }: FieldTemplateProps) {
  if (hidden) return <Box hidden>{children}</Box>;
  const isCheckbox = schema.type === 'boolean';
  const invalid = !!rawErrors?.length;
  return (
    <Field.Root invalid={invalid} required={required} data-field={id}>
      {displayLabel && !isCheckbox && label && (
        <Field.Label htmlFor={id}>
          {label}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
      )}
      {children}
      {rawDescription && !isCheckbox && <Field.HelperText id={`${id}__description`}>{rawDescription}</Field.HelperText>}
      {invalid && (
        <Field.ErrorText id={errorId(id)} role="alert">{rawErrors!.join(' ')}</Field.ErrorText>
      )}
    </Field.Root>
  );
}

// Errors are shown by FieldTemplate next to their field; rjsf's own error line would repeat them.
const FieldErrorTemplate = (_props: FieldErrorProps) => null;
const DescriptionFieldTemplate = (_props: DescriptionFieldProps) => null;

function ObjectFieldTemplate({ properties, title }: ObjectFieldTemplateProps) {
  return (
    <Stack gap={4} role="group" aria-label={title || undefined}>
      {properties.map((p) => (p.hidden ? <Box key={p.name} hidden>{p.content}</Box> : <Box key={p.name}>{p.content}</Box>))}
    </Stack>
  );
}

/** One summary for the whole form (spec 8: 'Please check fields with errors'). */
function ErrorListTemplate({ errors }: ErrorListProps) {
  const t = useText();
  if (!errors.length) return null;
  return <Text role="alert" color="fg.error" fontWeight="medium" mb={2}>{t('text.errors.checkFields')}</Text>;
}

function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const options = getSubmitButtonOptions(uiSchema);
  if (options.norender) return null;
  return (
    <Button type="submit" colorPalette="accent" width="full" mt={2} loading={options.props?.disabled}>
      {options.submitText}
    </Button>
  );
}

function BaseInputTemplate(props: WidgetProps & { type?: string }) {
  const { id, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, schema, rawErrors, type, placeholder, required } = props;
  const inputProps = getInputProps(schema, type, options);
  const keyFilter = options.keyFilter as ((key: string, current: string) => boolean) | undefined;
  // spec 5 Date of birth: the picker offers the last 100 years, up to 18 years ago.
  const dobRange = extension(schema as Record<string, unknown>, 'x-minAge') !== undefined && inputProps.type === 'date' ? dateOfBirthRange(new Date()) : undefined;
  return (
    <Input
      id={id}
      {...inputProps}
      value={value ?? ''}
      placeholder={placeholder}
      min={dobRange?.min ?? (inputProps as { min?: number }).min}
      max={dobRange?.max ?? (inputProps as { max?: number }).max}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      required={required}
      autoComplete={options.autocomplete as string | undefined}
      inputMode={options.inputMode as 'numeric' | undefined}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onKeyDown={keyFilter ? (e) => { if (!e.ctrlKey && !e.metaKey && !keyFilter(e.key, String(value ?? ''))) e.preventDefault(); } : undefined}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}

function CheckboxWidget({ id, value, disabled, readonly, label, onChange, onBlur, onFocus, rawErrors, required }: WidgetProps) {
  return (
    <Checkbox.Root
      recipe={checkboxSlotRecipe}
      // The label Field and Checkbox render points at the hidden input's id, so that id must be rjsf's.
      ids={{ hiddenInput: id }}
      checked={value === true}
      disabled={disabled || readonly}
      invalid={!!rawErrors?.length}
      onCheckedChange={(e) => onChange(e.checked === true)}
    >
      <Checkbox.HiddenInput required={required} aria-describedby={ariaDescribedByIds(id)}
        onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function SelectWidget({ id, options, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors, placeholder }: WidgetProps) {
  const { enumOptions = [], emptyValue } = options;
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  return (
    <NativeSelect.Root disabled={disabled || readonly} invalid={!!rawErrors?.length}>
      <NativeSelect.Field
        id={id}
        // A select cannot be read-only: a locked choice is disabled. The Root's flag loses to the Field.Root
        // context around it (which knows no lock), and Chakra's types leave disabled out of the field's props.
        {...({ disabled: disabled || readonly } as object)}
        value={typeof selected === 'undefined' ? '' : String(selected)}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => onChange(enumOptionsValueForIndex(e.target.value, enumOptions, emptyValue))}
        onBlur={(e) => onBlur(id, enumOptionsValueForIndex(e.target.value, enumOptions, emptyValue))}
        onFocus={(e) => onFocus(id, enumOptionsValueForIndex(e.target.value, enumOptions, emptyValue))}
      >
        <option value="">{placeholder ?? ''}</option>
        {enumOptions.map((o, i) => <option key={i} value={String(i)}>{o.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function PasswordWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} type="password" />;
}

/** rjsf's own hidden widget names its input; the value is in the form's state, so it needs no input at all. */
const HiddenWidget = () => null;

const UPLOAD_ACCEPT = UPLOAD_TYPES.map((type) => `.${type}`).join(',');
const noUpload = () => undefined;

/**
 * A file field ("format": "upload", "ui:widget": "file"): the native file input (keyboard and screen readers
 * know it), the chosen file's name and size, and while the form's upload call sends it, its progress and a
 * cancel. The value is the held file's id (heldFiles.ts); the validator checks its type and size (spec 5 Upload).
 */
function FileWidget({ id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors, required, options }: WidgetProps) {
  const t = useText();
  const input = useRef<HTMLInputElement>(null);
  const progress = useSyncExternalStore(subscribeUploads, () => uploadProgress(value), noUpload);
  const file = heldFile(value);
  // A file that was sent (or let go) empties the field, and the input with it.
  useEffect(() => {
    if (value && !heldFile(value)) onChange(options.emptyValue);
    if (!heldFile(value) && input.current) input.current.value = '';
  }, [value, progress]); // eslint-disable-line react-hooks/exhaustive-deps -- rjsf hands a new onChange each render: the field empties only when its value or upload changes
  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  return (
    <Stack gap={2} align="stretch">
      <Input
        ref={input}
        type="file"
        id={id}
        accept={UPLOAD_ACCEPT}
        p={1}
        disabled={disabled || readonly || !!progress}
        required={required}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          releaseFile(value);
          onChange(chosen ? holdFile(chosen) : options.emptyValue);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {file && !progress && (
        <Text fontSize="sm" color="fg.muted">{t('text.form.upload.chosen', { name: file.name, megabytes: (file.size / (1024 * 1024)).toFixed(1) })}</Text>
      )}
      {progress && (
        <Stack gap={1} data-upload-progress>
          <progress value={progress.loaded} max={progress.total || 1} aria-label={t('text.form.upload.progress')} style={{ width: '100%' }} />
          <Stack direction="row" justify="space-between" align="center">
            <Text fontSize="sm">{t('text.form.upload.uploading', { percent })}</Text>
            {progress.cancel && <Button type="button" size="xs" variant="outline" onClick={progress.cancel}>{t('text.form.upload.cancel')}</Button>}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  FieldErrorTemplate,
  DescriptionFieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate,
  BaseInputTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};

export const widgets: RegistryWidgetsType = { CheckboxWidget, SelectWidget, PasswordWidget, FileWidget, HiddenWidget };
