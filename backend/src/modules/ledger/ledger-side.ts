/** The ledger's two sides by the names it uses; the sides themselves are defined in common/side. */
export { PAYABLE, RECEIVABLE } from '../../common/side';
