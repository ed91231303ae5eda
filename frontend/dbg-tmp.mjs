import { chromium } from '@playwright/test';
const base='http://127.0.0.1:5173';
const path = process.argv[2] ?? '/inbound';
const login = await fetch(`${base}/api/auth/login`,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({username:'admin',password:'admin12345'})}).then(r=>r.json());
const browser = await chromium.launch({executablePath:'/usr/bin/chromium',args:['--headless','--no-sandbox','--disable-gpu']});
const ctx = await browser.newContext({viewport:{width:1440,height:900}});
await ctx.addInitScript(([t,u])=>{localStorage.setItem('auth_token',t);localStorage.setItem('auth_user',JSON.stringify(u));localStorage.setItem('i18nextLng','en-US');
  const orig = console.error; console.error = (...a) => { if (String(a[0]).includes('circular')) orig('STACK', new Error().stack); orig(...a); };},[login.token,login.user]);
const page = await ctx.newPage();
page.on('console', m => { if (m.type()==='error' || m.type()==='warning') console.log(m.type(), m.text().slice(0,3000)) });
await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(10000);
if (process.argv[3] === 'add') {
  await page.getByTestId('trade-add').click(); await page.waitForTimeout(3000);
  const dlg = page.getByRole('dialog');
  const pick = async (label, value) => { const i = dlg.getByLabel(label, { exact: true }); await i.click(); if (await i.isEditable()) await i.fill(value); await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: value }).first().click(); };
  console.log('pick supplier'); await pick('Supplier code', 'S01'); await page.waitForTimeout(2000);
  console.log('pick product'); await pick('Product code', 'P01'); await page.waitForTimeout(2000);
  console.log('qty'); await dlg.getByLabel('Quantity').fill('3'); await page.waitForTimeout(2000);
  console.log('date'); await dlg.getByLabel('Inbound date').click(); await page.waitForTimeout(1000); await page.locator('.ant-picker-dropdown:visible .ant-picker-cell-in-view').first().click(); await page.waitForTimeout(2000);
  console.log('manual'); await dlg.getByText('Manual input').click(); await page.waitForTimeout(1000);
  console.log('auto'); await dlg.getByText('Auto fetch').click(); await page.waitForTimeout(2000);
}
await browser.close();
