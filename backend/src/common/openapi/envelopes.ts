import { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../pagination/page-query.dto';

/**
 * The envelopes answers come in, for the OpenAPI document: a route declares
 * `@ApiOkResponse({ type: Wrapped([PartnerView]) })` and the document holds `PartnerListData` =
 * `{ data: PartnerView[] }`. Each envelope of a model is made once, so that its schema has one name.
 */
const made = new Map<string, Type>();

/** A model, or `[model]` for a list of it. */
type Model = Type | [Type];

function envelope(name: string, define: () => Type): Type {
  let answer = made.get(name);
  if (!answer) {
    answer = define();
    Object.defineProperty(answer, 'name', { value: name });
    made.set(name, answer);
  }
  return answer;
}

/** `PartnerResponse` or `PartnerView` → `Partner`, `[PartnerView]` → `PartnerList`. */
function stem(model: Model): string {
  const one = Array.isArray(model) ? model[0] : model;
  return one.name.replace(/(Response|View)$/, '') + (Array.isArray(model) ? 'List' : '');
}

/** `{ success: true }`: a delete, or a write that answers nothing else. */
export class Done {
  @ApiProperty({ type: Boolean, enum: [true] })
  success: true;
}

/** `{ data: X }` or `{ data: X[] }`. */
export function Wrapped(model: Model): Type {
  return envelope(`${stem(model)}Data`, () => {
    class DataAnswer {
      @ApiProperty({ type: model })
      data: unknown;
    }
    return DataAnswer;
  });
}

/** `{ success: true, data: X }` (or `X[]`): most writes answer the saved record so. */
export function Success(model: Model): Type {
  return envelope(`${stem(model)}Success`, () => {
    class SuccessAnswer extends Done {
      @ApiProperty({ type: model })
      data: unknown;
    }
    return SuccessAnswer;
  });
}

/** `{ data: X[], pagination: { page, limit, total } }`: a page of a list. */
export function Paged(model: Type): Type {
  return envelope(`${stem(model)}Page`, () => {
    class PageAnswer {
      @ApiProperty({ type: [model] })
      data: unknown[];

      @ApiProperty({ type: Pagination })
      pagination: Pagination;
    }
    return PageAnswer;
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
