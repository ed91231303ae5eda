import { ApiProperty } from '@nestjs/swagger';
import { partnerContactNames, Side } from '../side';

/** Declares a side's partner contact fields (`customer_address`, …) on an answer class, for printouts. */
export function apiPartnerContact(prototype: object, dir: Side): void {
  const [address, person, phone] = partnerContactNames(dir);
  ApiProperty({ type: String, nullable: true, description: "the partner's address" })(prototype, address);
  ApiProperty({ type: String, nullable: true })(prototype, person);
  ApiProperty({ type: String, nullable: true })(prototype, phone);
}
