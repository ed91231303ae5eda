import { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

/**
 * The envelopes answers come in, for the OpenAPI document: a route declares
 * `@ApiOkResponse({ type: Listed(PartnerResponse) })` and the document holds `PartnerList` =
 * `{ data: PartnerResponse[] }`. Each envelope of a model is made once, so its schema has one name.
 */
const made = new Map<string, Type>();

function envelope(name: string, define: () => Type): Type {
  let answer = made.get(name);
  if (!answer) {
    answer = define();
    Object.defineProperty(answer, 'name', { value: name });
    made.set(name, answer);
  }
  return answer;
}

/** A response class's name without its `Response` suffix: `PartnerResponse` → `Partner`. */
const stem = (model: Type) => model.name.replace(/Response$/, '');

/** `{ success: true }`: a delete, or a write that answers nothing else. */
export class Done {
  @ApiProperty({ type: Boolean, enum: [true] })
  success: true;
}

/** `{ data: X[] }`: a whole list. */
export function Listed(model: Type): Type {
  return envelope(`${stem(model)}List`, () => {
    class ListAnswer {
      @ApiProperty({ type: [model] })
      data: unknown[];
    }
    return ListAnswer;
  });
}

/** `{ data: X }`. */
export function Wrapped(model: Type): Type {
  return envelope(`${stem(model)}Data`, () => {
    class DataAnswer {
      @ApiProperty({ type: model })
      data: unknown;
    }
    return DataAnswer;
  });
}

/** `{ success: true, data: X }`: a create or a change, with the saved record. */
export function Saved(model: Type): Type {
  return envelope(`${stem(model)}Saved`, () => {
    class SavedAnswer extends Done {
      @ApiProperty({ type: model })
      data: unknown;
    }
    return SavedAnswer;
  });
}

/** `{ records: X[] }`: the records a document created, one per line. */
export function RecordsOf(model: Type): Type {
  return envelope(`${stem(model)}Records`, () => {
    class RecordsAnswer {
      @ApiProperty({ type: [model] })
      records: unknown[];
    }
    return RecordsAnswer;
  });
}

/** A file download (an .xlsx), for `@ApiOkResponse({ schema: BINARY })` with `@ApiProduces(type)`. */
export const BINARY = { type: 'string', format: 'binary' } as const;
