/** An amount in English words, as an invoice writes it: the shared rule (src/domain/amountInWordsEn.ts). */
export { amountInWordsEn } from '../../../domain/amountInWordsEn';
