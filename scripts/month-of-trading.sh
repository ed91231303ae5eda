#!/usr/bin/env bash
# A month of trading through the API, printing the figures the README walk-through promises.
# Usage: API=http://localhost:3000/api USERNAME=admin PASSWORD=... bash scripts/month-of-trading.sh
# Run it on an empty database: it creates its own partners and products (codes MOT-*).
set -euo pipefail
API="${API:-http://localhost:3000/api}"
json() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const v=JSON.parse(s);const f=new Function("b","return "+process.argv[1]);console.log(f(v))})' "$1"; }

TOKEN=$(curl -fsS -X POST "$API/auth/login" -H 'Content-Type: application/json' \
  -d "{\"username\":\"${USERNAME:-admin}\",\"password\":\"${PASSWORD:?set PASSWORD}\"}" | json b.token)
call() { # method path [json-body]
  curl -fsS -X "$1" "$API$2" -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' ${3:+-d "$3"}
}

# Who and what
call POST /partners '{"code":"MOT-S","short_name":"Mill","full_name":"Northern Paper Mill Co.","type":0}' >/dev/null
call POST /partners '{"code":"MOT-C","short_name":"Printshop","full_name":"City Printshop Ltd.","type":1}' >/dev/null
call POST /products '{"code":"MOT-P","product_model":"A4-80G","category":"category 1"}' >/dev/null
call POST /product-prices '{"partner_short_name":"Mill","product_model":"A4-80G","unit_price":8,"effective_date":"2025-03-01"}' >/dev/null
call POST /product-prices '{"partner_short_name":"Mill","product_model":"A4-80G","unit_price":9,"effective_date":"2025-03-15"}' >/dev/null

# March: buy 100 at 8, sell 30 at 12, buy 50 at 9 (the price in force on the 15th), sell 60 at 12.5;
# the customer sends back 5 reams of that sale, and the stocktake at the month's end finds 3 missing
buy() { call POST /inbound "{\"supplier_code\":\"MOT-S\",\"supplier_short_name\":\"Mill\",\"product_code\":\"MOT-P\",\"product_model\":\"A4-80G\",\"inbound_date\":\"$1\",\"quantity\":$2,\"unit_price\":$3}" >/dev/null; }
sell() { call POST /outbound "{\"customer_code\":\"MOT-C\",\"customer_short_name\":\"Printshop\",\"product_code\":\"MOT-P\",\"product_model\":\"A4-80G\",\"outbound_date\":\"$1\",\"quantity\":$2,\"unit_price\":$3}" | json b.data.id; }
buy 2025-03-03 100 "$(call GET '/product-prices/auto?partner_short_name=Mill&product_model=A4-80G&date=2025-03-03' | json b.unit_price)"
sell 2025-03-10 30 12 >/dev/null
buy 2025-03-15 50 "$(call GET '/product-prices/auto?partner_short_name=Mill&product_model=A4-80G&date=2025-03-15' | json b.unit_price)"
second_sale=$(sell 2025-03-20 60 12.5)
call POST /outbound "{\"return_of\":$second_sale,\"outbound_date\":\"2025-03-22\",\"quantity\":-5}" >/dev/null
call POST /stock/adjustments '{"product_model":"A4-80G","date":"2025-03-31","reason":"stocktake","counted_quantity":62}' >/dev/null

# Money: the till (the default account, Cash) holds 1,000 on the 1st and pays the rent of 300 on the 5th;
# the customer pays 600, we pay the mill 800 (payments land on Cash when they name no account); a bank
# account opened on the 20th receives 400 from the till on the 29th
cash=$(call GET /accounts | json 'b.data.find((a) => a.is_default).id')
call PUT "/accounts/$cash" '{"opening_balance":"1000","opening_date":"2025-03-01"}' >/dev/null
call POST /cash-entries '{"kind":"expense","date":"2025-03-05","category":"Rent","amount":"300"}' >/dev/null
call POST /receivable/payments '{"customer_code":"MOT-C","amount":600,"pay_date":"2025-03-25","pay_method":"E-Transfer"}' >/dev/null
call POST /payable/payments '{"supplier_code":"MOT-S","amount":800,"pay_date":"2025-03-28","pay_method":"Cheque"}' >/dev/null
bank=$(call POST /accounts '{"name":"Bank","kind":"bank","opening_date":"2025-03-20"}' | json b.id)
call POST /accounts/transfers "{\"from_account_id\":$cash,\"to_account_id\":$bank,\"amount\":\"400\",\"date\":\"2025-03-29\"}" >/dev/null

echo "stock of A4-80G:        $(call GET '/stock?product_model=A4-80G' | json 'b.data[0].current_stock')"
echo "stock cost estimate:    $(call GET /stock/total-cost-estimate | json b.total_cost_estimate)"
# shellcheck disable=SC2016 # a JavaScript template literal, expanded by node
echo "March analysis:         $(call GET '/analysis/data?start_date=2025-03-01&end_date=2025-03-31&customer_code=MOT-C' | json '`sales ${b.data.sales_amount}, cost ${b.data.cost_amount}, profit ${b.data.profit_amount}, rate ${b.data.profit_rate}%`')"
echo "Printshop owes us:      $(call GET '/receivable?customer_short_name=Printshop' | json 'b.data[0].balance')"
echo "we owe the mill:        $(call GET '/payable?supplier_short_name=Mill' | json 'b.data[0].balance')"
pnl=$(call GET '/reports/profit-and-loss?start_date=2025-03-01&end_date=2025-03-31')
# shellcheck disable=SC2016 # JavaScript template literals, expanded by node
{
  echo "March sales:            $(echo "$pnl" | json '`${b.sales}, returns ${b.sales_returns}, net ${b.net_sales}`')"
  echo "cost of goods sold:     $(echo "$pnl" | json b.cost_of_goods_sold)"
  echo "gross profit:           $(echo "$pnl" | json b.gross_profit)"
  echo "stock losses:           $(echo "$pnl" | json b.stock_losses)"
  echo "expenses:               $(echo "$pnl" | json '`${b.total_expenses} (${b.expenses.map((e) => `${e.category} ${e.amount}`).join(", ")})`')"
  echo "March net profit:       $(echo "$pnl" | json b.net_profit)"
  echo "accounts:               $(call GET /accounts | json '`${b.data.map((a) => `${a.name} ${a.balance}`).join(", ")}, total ${b.total_balance}`')"
}
