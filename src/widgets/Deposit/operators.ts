// Issue 15 crypto coin-to-fiat: the cashier's rate rule (src/cashier/cryptoRate.ts) as expression operators, so a
// deposit document shows a crypto amount's value from a Data node's rate. Added by the cashier's lazy chunk (the
// Deposit node imports this), not the first paint; null when the amount or the rate is not usable (empty, 0,
// still loading), so the same expression can be a `when`.
import { addOperator } from '../../renderer/expressions';
import { coinToFiat, fiatToCoin } from '../../cashier/cryptoRate';

addOperator('coinToFiat', ([amount, rate]) => coinToFiat(Number(amount), Number(rate)));
addOperator('fiatToCoin', ([amount, rate, coin]) => fiatToCoin(Number(amount), Number(rate), String(coin ?? '')));
