import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { itemNameOf } from './rules';

/**
 * Flattens class-validator errors (nested included) into readable sentences. A message about an item
 * of an array whose items are named (`ItemsNamed`) says which item: "line 3: …".
 */
export function validationMessages(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const own = Object.entries(error.constraints ?? {}).map(
      ([rule, text]) => prefix + (rule === 'unknownValue' ? 'the request body must be a JSON object' : text),
    );
    const item = error.target ? itemNameOf(error.target, error.property) : undefined;
    const nested = (error.children ?? []).flatMap((child) =>
      validationMessages(
        [child],
        item && /^\d+$/.test(child.property) ? `${prefix}${item} ${Number(child.property) + 1}: ` : prefix,
      ),
    );
    return [...own, ...nested];
  });
}

/**
 * Registered once, globally: DTOs are transformed, unknown fields stripped, errors readable. The
 * messages go out as a list; the exception filter translates each and joins them ("a; b" in English).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    // The errors keep the object they were found in (never sent): `validationMessages` reads the
    // names of array items from its class.
    validationError: { target: true, value: false },
    exceptionFactory: (errors) =>
      new BadRequestException({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: validationMessages(errors),
      }),
  });
}
