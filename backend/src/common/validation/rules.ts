import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
  ValidationOptions,
  registerDecorator,
} from 'class-validator';
import { isValidDateOnly } from '../dates';

/**
 * For update DTOs: a field left out means unchanged, but when sent (null included) it obeys the create
 * rules. (PartialType would let null through to a NOT NULL column.)
 */
export const WhenSent = (...rules: PropertyDecorator[]) =>
  applyDecorators(
    ValidateIf((_, value) => value !== undefined),
    ...rules,
  );

/**
 * A whole number as JSON sends it, or written in decimal digits (a query parameter, a form field, a
 * pasted cell): " 12 " becomes 12. Anything else stays as it came for the rule after it to refuse: true,
 * "0x10", "1e3" and [5] are not whole numbers (a plain Number() would read them as 1, 16, 1000 and 5).
 * At most 15 digits, so the number is exact.
 */
export const WholeNumberText = () =>
  Transform(({ value }) =>
    typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value) ? Number(value) : value,
  );

/**
 * The version of the record an edit was based on (optional, as clients that know no versions send
 * none): an older one than the record's is refused (409 STALE_VERSION), see database/row-version.ts.
 */
export const ExpectedVersion = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      description: 'The version the edit is based on: another one → 409 STALE_VERSION, nothing written',
    }),
    WholeNumberText(),
    IsOptional(),
    IsInt({ message: 'version must be a whole number' }),
    Min(1, { message: 'version must be at least 1' }),
    Max(2_147_483_647, { message: 'version must be at most 2147483647' }),
  );

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * What a text field may hold. `line` (names, codes, numbers): no control character at all (a line break
 * or a tab breaks a list's cell, an export's row and a printout's line) and nothing invisible: Unicode's
 * format characters (Cf: zero-width spaces and joiners, the soft hyphen, direction marks and overrides,
 * tags, the byte-order mark), private use (Co, no font shows it alike), the line and paragraph separators
 * (Zl, Zp: a line break no list shows as one) and the code points Unicode says to draw as nothing
 * (Default_Ignorable_Code_Point: the Hangul fillers, variation selectors, the combining grapheme joiner).
 * "Acme" and "Ac" + U+00AD + "me" would be two partners that look the same; U+202E turns the rest of a
 * printed line around. `lines` (a remark, an address): the same, but line breaks and tabs are kept.
 * `any`: a password, and text that only names what is stored, which may predate this rule: the partner
 * or product a write refers to, a filter or search, a key an edit sends back but cannot change.
 */
export type TextKind = 'line' | 'lines' | 'any';

const INVISIBLE = '\\p{Cf}\\p{Co}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}';
const ALLOWED: Record<Exclude<TextKind, 'any'>, { pattern: RegExp; refused: string }> = {
  line: {
    pattern: new RegExp(`^[^\\p{Cc}${INVISIBLE}]*$`, 'u'),
    refused: 'must not contain line breaks, tabs or invisible characters',
  },
  lines: {
    pattern: new RegExp(`^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${INVISIBLE}]*$`, 'u'),
    refused: 'must not contain control or invisible characters',
  },
};

const characters = (label: string, kind: TextKind): PropertyDecorator[] =>
  kind === 'any' ? [] : [Matches(ALLOWED[kind].pattern, { message: `${label} ${ALLOWED[kind].refused}` })];

/** Whether a one-line field's text is of the characters it may hold (for a check the DTO cannot make). */
export function isOneLineText(value: string): boolean {
  return ALLOWED.line.pattern.test(value);
}

/** A required text field: trimmed, not empty, at most `max` characters, of the characters `kind` allows. */
export function RequiredText(
  label: string,
  max: number,
  requiredMessage = `${label} is required`,
  kind: TextKind = 'line',
) {
  return applyDecorators(
    trim,
    IsDefined({ message: requiredMessage }),
    IsString({ message: `${label} must be text` }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    ...characters(label, kind),
  );
}

/** An optional text field: trimmed; empty string and null become null; the characters `kind` allows. */
export function OptionalText(label: string, max: number, kind: TextKind = 'line') {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    ...characters(label, kind),
  );
}

/** A calendar date written YYYY-MM-DD (2025-02-30 is refused). */
export function IsDateOnly(options?: ValidationOptions) {
  return (object: object, propertyName: string | symbol): void =>
    registerDecorator({
      name: 'isDateOnly',
      target: object.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} must be a date in YYYY-MM-DD format`, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isValidDateOnly(value) },
    });
}

export function RequiredDate(label: string, requiredMessage = `${label} is required`) {
  return applyDecorators(
    trim,
    IsDefined({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    IsDateOnly({ message: `${label} must be a date in YYYY-MM-DD format` }),
  );
}

export function OptionalDate(label: string) {
  return applyDecorators(
    Transform(({ value }) => (value === '' ? null : value)),
    IsOptional(),
    IsDateOnly({ message: `${label} must be a date in YYYY-MM-DD format` }),
  );
}

/**
 * A decimal number with at most `scale` decimals, sent as a JSON number or a numeric string, within
 * [min, max]. The value stays a string after validation so it reaches PostgreSQL `numeric` exactly.
 */
export function DecimalField(
  label: string,
  opts: {
    scale: number;
    min?: number;
    max: number;
    required?: boolean;
    messages?: { invalid?: string; min?: string; required?: string };
  },
) {
  const pattern = new RegExp(`^-?\\d{1,15}(\\.\\d{1,${opts.scale}})?$`);
  const invalid = opts.messages?.invalid ?? `${label} must be a number with at most ${opts.scale} decimals`;
  const required = opts.messages?.required ?? `${label} is required`;
  const min = opts.min;
  const minMessage = opts.messages?.min ?? `${label} must be greater than or equal to ${min}`;
  return applyDecorators(
    Transform(({ value }) =>
      typeof value === 'number' && Number.isFinite(value) ? numberToPlain(value) : value,
    ),
    opts.required === false
      ? ValidateIf((_, v) => v !== undefined && v !== null)
      : IsDefined({ message: required }),
    IsString({ message: invalid }),
    Matches(pattern, { message: invalid }),
    registerRange(label, min, opts.max, minMessage),
  );
}

function registerRange(label: string, min: number | undefined, max: number, minMessage: string) {
  return (object: object, propertyName: string | symbol): void =>
    registerDecorator({
      name: 'decimalRange',
      target: object.constructor,
      propertyName: String(propertyName),
      options: {},
      validator: {
        validate: (value: unknown) => {
          const n = Number(value);
          return (min === undefined || n >= min) && Math.abs(n) <= max;
        },
        defaultMessage: (args) =>
          min !== undefined && Number(args?.value) < min ? minMessage : `${label} must be at most ${max}`,
      },
    });
}

/** 1e-7 prints as "1e-7" in JS; decimals must reach the database in plain notation. */
function numberToPlain(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/**
 * A true/false flag in a query string or a body: true, false, "true", "false", "1" or "0"; left out or
 * empty is undefined. Anything else is refused with "{name} must be true or false".
 */
export function Flag(name: string) {
  return applyDecorators(
    Transform(({ value }) => {
      if (value === undefined || value === '') return undefined;
      if (value === 'true' || value === '1' || value === true) return true;
      if (value === 'false' || value === '0' || value === false) return false;
      return `${name}:${String(value)}`;
    }),
    IsOptional(),
    IsBoolean({ message: `${name} must be true or false` }),
  );
}

const ITEM_NAME = Symbol('itemName');

/**
 * Names the items of an array property, so that a validation message about one of them says which:
 * "line 3: quantity must be a whole number" (numbered from 1).
 */
export function ItemsNamed(name: string): PropertyDecorator {
  return (target, property) => Reflect.defineMetadata(ITEM_NAME, name, target, property);
}

/** The name `ItemsNamed` gave the items of `property` on `object`, if any. */
export function itemNameOf(object: object, property: string): string | undefined {
  return Reflect.getMetadata(ITEM_NAME, object, property) as string | undefined;
}

/**
 * The `lines` of a document, an order or a count: 1 to `max` objects of `type`, each refusal naming its
 * "line n". `listOf` words what the list holds ("order lines"), `one` the whole ("An order").
 */
export function LinesOf(
  type: new () => object,
  words: { max: number; listOf: string; one: string; optional?: boolean },
): PropertyDecorator {
  const { max, listOf, one, optional } = words;
  return applyDecorators(
    (optional ? ApiPropertyOptional : ApiProperty)({ type: [type], minItems: 1, maxItems: max }),
    ItemsNamed('line'),
    Type(() => type),
    optional ? IsOptional() : IsDefined({ message: 'lines is required' }),
    IsArray({ message: `lines must be a list of ${listOf}` }),
    ArrayMinSize(1, { message: `${one} needs at least 1 line` }),
    ArrayMaxSize(max, { message: `${one} has at most ${max} lines` }),
    ValidateNested({ message: 'a line must be an object' }),
  );
}
