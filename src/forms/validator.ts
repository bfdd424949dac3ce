// An rjsf ValidatorType on top of validate.ts: problems become rjsf errors whose messages are the
// form document's text keys (per field and keyword), else the vocabulary's defaults (spec 5 texts).
import { ErrorSchemaBuilder, createErrorHandler, toErrorList, unwrapErrorHandler, validationDataMerge, type CustomValidator, type ErrorTransformer, type RJSFSchema, type RJSFValidationError, type UiSchema, type ValidationData, type ValidatorType } from '@rjsf/utils';
import { MESSAGE_KEYS } from './vocabulary';
import { validateFormData, type Problem, type Schema } from './validate';
import type { PasswordRules } from './vocabulary';

export type FormMessages = Record<string, Record<string, string>>;
type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface FormValidatorOptions {
  messages?: FormMessages;
  t: Translate;
  password?: PasswordRules;
  today?: () => Date;
}

export function messageKey(problem: Problem, messages: FormMessages = {}): string {
  const field = problem.path[problem.path.length - 1] ?? '';
  return messages[field]?.[problem.keyword] ?? messages['*']?.[problem.keyword] ?? MESSAGE_KEYS[problem.keyword];
}

export function createFormValidator(options: FormValidatorOptions): ValidatorType {
  const run = (schema: RJSFSchema, data: unknown, root?: RJSFSchema) =>
    validateFormData(schema as Schema, data, { root: (root ?? schema) as Schema, today: options.today?.() ?? new Date(), password: options.password });

  const toErrors = (problems: Problem[]): RJSFValidationError[] =>
    problems.map((p) => {
      const message = options.t(messageKey(p, options.messages), p.params);
      const property = p.path.length ? `.${p.path.join('.')}` : '';
      return { name: p.keyword, property, message, params: p.params, stack: `${property.slice(1) || 'form'}: ${message}`, schemaPath: '' };
    });

  return {
    validateFormData(formData, schema, customValidate?: CustomValidator, transformErrors?: ErrorTransformer, uiSchema?: UiSchema): ValidationData<unknown> {
      let errors = toErrors(run(schema, formData));
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      const builder = new ErrorSchemaBuilder();
      for (const e of errors) builder.addErrors(e.message ?? '', e.property ? e.property.slice(1).split('.') : undefined);
      let result: ValidationData<unknown> = { errors, errorSchema: builder.ErrorSchema };
      if (customValidate) {
        const handler = customValidate(formData, createErrorHandler(formData), uiSchema);
        const userErrorSchema = unwrapErrorHandler(handler);
        result = validationDataMerge(result, userErrorSchema);
        result.errors = toErrorList(result.errorSchema);
      }
      return result;
    },
    isValid: (schema, formData, rootSchema) => run(schema, formData, rootSchema).length === 0,
    rawValidation: (schema, formData) => ({ errors: toErrors(run(schema, formData)) as never }),
  };
}
