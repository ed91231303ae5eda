import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens class-validator errors (nested included) into readable sentences. */
export function validationMessages(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => {
    const own = Object.entries(error.constraints ?? {}).map(([rule, text]) =>
      rule === 'unknownValue' ? 'the request body must be a JSON object' : text,
    );
    return [...own, ...validationMessages(error.children ?? [])];
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
    exceptionFactory: (errors) => new BadRequestException(validationMessages(errors)),
  });
}
