// Names of the simulated world per language: teams, players (the tennis and table-tennis players, and the first and
// last names line-ups are made of), live-room hosts. A real feed delivers names in the request's language; so does
// this server: every route that writes a name writes `nameIn(lang, name)`. The simulation keeps the English name as
// the key. One row per name: ENG|CMN|JPN|SAU|THA, then BRA|SPA|VIE where they differ from ENG; ZHO is CMN in
// traditional characters. Viewers' chat handles are user names, the same in every language.
import type { Language } from '../../src/domain/enums.ts';
import { leagueIn, traditional } from './translations.ts';

const ROWS = `
Arsenal|阿森纳|アーセナル|آرسنال|อาร์เซนอล
Chelsea|切尔西|チェルシー|تشيلسي|เชลซี
Liverpool|利物浦|リヴァプール|ليفربول|ลิเวอร์พูล
Manchester City|曼城|マンチェスター・シティ|مانشستر سيتي|แมนเชสเตอร์ ซิตี้
Manchester United|曼联|マンチェスター・ユナイテッド|مانشستر يونايتد|แมนเชสเตอร์ ยูไนเต็ด
Tottenham Hotspur|热刺|トッテナム・ホットスパー|توتنهام هوتسبير|ท็อตแนม ฮ็อตสเปอร์
Newcastle United|纽卡斯尔联|ニューカッスル・ユナイテッド|نيوكاسل يونايتد|นิวคาสเซิล ยูไนเต็ด
Aston Villa|阿斯顿维拉|アストン・ヴィラ|أستون فيلا|แอสตัน วิลลา
Brighton|布莱顿|ブライトン|برايتون|ไบรท์ตัน
West Ham United|西汉姆联|ウェストハム・ユナイテッド|وست هام يونايتد|เวสต์แฮม ยูไนเต็ด
Everton|埃弗顿|エヴァートン|إيفرتون|เอฟเวอร์ตัน
Fulham|富勒姆|フラム|فولهام|ฟูแลม
Real Madrid|皇家马德里|レアル・マドリード|ريال مدريد|เรอัล มาดริด
Barcelona|巴塞罗那|バルセロナ|برشلونة|บาร์เซโลนา
Atletico Madrid|马德里竞技|アトレティコ・マドリード|أتلتيكو مدريد|แอตเลติโก มาดริด|Atlético de Madrid|Atlético de Madrid
Sevilla|塞维利亚|セビージャ|إشبيلية|เซบีย่า|Sevilla|Sevilla|Sevilla
Real Sociedad|皇家社会|レアル・ソシエダ|ريال سوسيداد|เรอัล โซเซียดาด
Villarreal|比利亚雷亚尔|ビジャレアル|فياريال|บิยาร์เรอัล
Real Betis|皇家贝蒂斯|レアル・ベティス|ريال بيتيس|เรอัล เบติส
Athletic Bilbao|毕尔巴鄂竞技|アスレティック・ビルバオ|أتلتيك بيلباو|แอธเลติก บิลเบา|Athletic Bilbao|Athletic Club
Valencia|瓦伦西亚|バレンシア|فالنسيا|บาเลนเซีย
Girona|赫罗纳|ジローナ|جيرونا|คิโรน่า
Inter|国际米兰|インテル|إنتر ميلان|อินเตอร์ มิลาน|Inter de Milão|Inter de Milán
AC Milan|AC米兰|ACミラン|ميلان|เอซี มิลาน
Juventus|尤文图斯|ユヴェントス|يوفنتوس|ยูเวนตุส
Napoli|那不勒斯|ナポリ|نابولي|นาโปลี
AS Roma|罗马|ローマ|روما|โรมา
Lazio|拉齐奥|ラツィオ|لاتسيو|ลาซิโอ
Atalanta|亚特兰大|アタランタ|أتالانتا|อตาลันต้า
Fiorentina|佛罗伦萨|フィオレンティーナ|فيورنتينا|ฟิออเรนติน่า
Bologna|博洛尼亚|ボローニャ|بولونيا|โบโลญญา
Torino|都灵|トリノ|تورينو|โตรีโน
Bayern Munich|拜仁慕尼黑|バイエルン・ミュンヘン|بايرن ميونخ|บาเยิร์น มิวนิก|Bayern de Munique|Bayern de Múnich|Bayern Munich
Borussia Dortmund|多特蒙德|ボルシア・ドルトムント|بوروسيا دورتموند|โบรุสเซีย ดอร์ทมุนด์
RB Leipzig|RB莱比锡|ライプツィヒ|لايبزيغ|แอร์เบ ไลป์ซิก
Bayer Leverkusen|勒沃库森|レバークーゼン|باير ليفركوزن|ไบเออร์ เลเวอร์คูเซน
Eintracht Frankfurt|法兰克福|フランクフルト|آينتراخت فرانكفورت|ไอน์ทรัค แฟรงค์เฟิร์ต
VfB Stuttgart|斯图加特|シュトゥットガルト|شتوتغارت|สตุ๊ตการ์ท
Wolfsburg|沃尔夫斯堡|ヴォルフスブルク|فولفسبورغ|โวล์ฟสบวร์ก
Freiburg|弗赖堡|フライブルク|فرايبورغ|ไฟรบวร์ก
Shanghai Port|上海海港|上海海港|شنغهاي بورت|เซี่ยงไฮ้ พอร์ต
Shanghai Shenhua|上海申花|上海申花|شنغهاي شينهوا|เซี่ยงไฮ้ เสิ่นหัว
Shandong Taishan|山东泰山|山東泰山|شاندونغ تايشان|ซานตง ไท่ซาน
Beijing Guoan|北京国安|北京国安|بكين غوان|ปักกิ่ง กั๋วอัน
Chengdu Rongcheng|成都蓉城|成都蓉城|تشنغدو رونغتشنغ|เฉิงตู หรงเฉิง
Tianjin Jinmen Tiger|天津津门虎|天津津門虎|تيانجين جينمن تايغر|เทียนจิน จินเหมิน ไทเกอร์
Zhejiang|浙江|浙江|تشجيانغ|เจ้อเจียง
Wuhan Three Towns|武汉三镇|武漢三鎮|ووهان ثري تاونز|อู่ฮั่น ทรีทาวน์ส
Los Angeles Lakers|洛杉矶湖人|ロサンゼルス・レイカーズ|لوس أنجلوس ليكرز|ลอสแอนเจลิส เลเกอร์ส
Boston Celtics|波士顿凯尔特人|ボストン・セルティックス|بوسطن سلتيكس|บอสตัน เซลติกส์
Golden State Warriors|金州勇士|ゴールデンステート・ウォリアーズ|غولدن ستيت ووريرز|โกลเดนสเตต วอร์ริเออร์ส
Milwaukee Bucks|密尔沃基雄鹿|ミルウォーキー・バックス|ميلووكي باكس|มิลวอกี บักส์
Denver Nuggets|丹佛掘金|デンバー・ナゲッツ|دنفر ناغتس|เดนเวอร์ นักเก็ตส์
Phoenix Suns|菲尼克斯太阳|フェニックス・サンズ|فينيكس صنز|ฟีนิกซ์ ซันส์
Miami Heat|迈阿密热火|マイアミ・ヒート|ميامي هيت|ไมอามี ฮีต
Dallas Mavericks|达拉斯独行侠|ダラス・マーベリックス|دالاس مافريكس|ดัลลัส แมฟเวอริกส์
New York Knicks|纽约尼克斯|ニューヨーク・ニックス|نيويورك نيكس|นิวยอร์ก นิกส์
Chicago Bulls|芝加哥公牛|シカゴ・ブルズ|شيكاغو بولز|ชิคาโก บูลส์
Guangdong Southern Tigers|广东宏远|広東サザンタイガース|قوانغدونغ ساوثرن تايغرز|กวางตุ้ง เซาเทิร์น ไทเกอร์ส
Liaoning Flying Leopards|辽宁飞豹|遼寧フライングレパーズ|لياونينغ فلاينغ ليوباردز|เหลียวหนิง ฟลายอิ้ง เลพเพิร์ดส์
Zhejiang Lions|浙江雄狮|浙江ライオンズ|تشجيانغ لايونز|เจ้อเจียง ไลออนส์
Beijing Ducks|北京鸭|北京ダックス|بكين داكس|ปักกิ่ง ดักส์
Shanghai Sharks|上海大鲨鱼|上海シャークス|شنغهاي شاركس|เซี่ยงไฮ้ ชาร์กส์
Xinjiang Flying Tigers|新疆飞虎|新疆フライングタイガース|شينجيانغ فلاينغ تايغرز|ซินเจียง ฟลายอิ้ง ไทเกอร์ส
Real Madrid Baloncesto|皇家马德里篮球|レアル・マドリード・バスケット|ريال مدريد لكرة السلة|เรอัล มาดริด บาสเกตบอล|Real Madrid Basquete
FC Barcelona Basquet|巴塞罗那篮球|バルセロナ・バスケット|برشلونة لكرة السلة|บาร์เซโลนา บาสเกตบอล|Barcelona Basquete|FC Barcelona Bàsquet
Olympiacos|奥林匹亚科斯|オリンピアコス|أولمبياكوس|โอลิมเปียกอส
Panathinaikos|帕纳辛纳科斯|パナシナイコス|باناثينايكوس|พานาธิไนกอส
Fenerbahce|费内巴切|フェネルバフチェ|فنربخشة|เฟเนร์บาห์เช|Fenerbahçe|Fenerbahçe
Anadolu Efes|阿纳多卢艾菲斯|アナドル・エフェス|أنادولو إفيس|อนาโดลู เอเฟส
J. Sinner|辛纳|シナー|سينر|ซินเนอร์
C. Alcaraz|阿尔卡拉斯|アルカラス|ألكاراز|อัลการาซ
N. Djokovic|德约科维奇|ジョコビッチ|ديوكوفيتش|ยอโควิช|N. Djokovic|N. Djokovic|N. Djokovic
D. Medvedev|梅德韦杰夫|メドベージェフ|ميدفيديف|เมดเวเดฟ
A. Zverev|兹维列夫|ズベレフ|زفيريف|ซเวเรฟ
A. Rublev|鲁布列夫|ルブレフ|روبليف|รูเบลฟ
H. Hurkacz|胡尔卡奇|フルカチュ|هوركاتش|เฮอร์คัซ
C. Ruud|鲁德|ルード|رود|รุด
A. Sabalenka|萨巴伦卡|サバレンカ|سابالينكا|ซาบาเลนกา
I. Swiatek|斯瓦泰克|シフィオンテク|شفيونتيك|ชวีออนเต็ก|I. Świątek|I. Świątek
C. Gauff|高芙|ガウフ|غوف|กอฟฟ์
E. Rybakina|雷巴金娜|ルバキナ|ريباكينا|รีบากีนา
J. Pegula|佩古拉|ペグラ|بيغولا|เพกูลา
Zheng Qinwen|郑钦文|鄭欽文|تشنغ تشينون|เจิ้ง ชินเหวิน
M. Vondrousova|冯德鲁索娃|ボンドロウソバ|فوندروسوفا|วอนดรูโซวา
O. Jabeur|贾巴尔|ジャバー|جابر|จาเบอร์
Trentino|特伦蒂诺|トレンティーノ|ترينتينو|เทรนติโน
Perugia|佩鲁贾|ペルージャ|بيروجيا|เปรูจา
Civitanova|奇维塔诺瓦|チヴィタノーヴァ|تشيفيتانوفا|ชิวิตาโนวา
Modena|摩德纳|モデナ|مودينا|โมเดนา
Piacenza|皮亚琴察|ピアチェンツァ|بياتشينزا|เปียเชนซา
Monza|蒙扎|モンツァ|مونزا|มอนซา
Shanghai Golden Age|上海金色年华|上海ゴールデンエイジ|شنغهاي غولدن إيج|เซี่ยงไฮ้ โกลเดนเอจ
Beijing BAIC|北京北汽|北京北汽|بكين بايك|ปักกิ่ง ไป่ชี่
Jiangsu Zenith Steel|江苏中天钢铁|江蘇中天鋼鉄|جيانغسو زينيث ستيل|เจียงซู เซนิธ สตีล
Tianjin Bohai Bank|天津渤海银行|天津渤海銀行|تيانجين بوهاي بنك|เทียนจิน ป๋อไห่ แบงก์
Toronto Maple Leafs|多伦多枫叶|トロント・メープルリーフス|تورونتو مابل ليفز|โทรอนโต เมเปิลลีฟส์
Montreal Canadiens|蒙特利尔加拿大人|モントリオール・カナディアンズ|مونتريال كنديانز|มอนทรีออล คาเนเดียนส์
Boston Bruins|波士顿棕熊|ボストン・ブルーインズ|بوسطن بروينز|บอสตัน บรูอินส์
New York Rangers|纽约游骑兵|ニューヨーク・レンジャーズ|نيويورك رينجرز|นิวยอร์ก เรนเจอร์ส
Edmonton Oilers|埃德蒙顿油人|エドモントン・オイラーズ|إدمونتون أويلرز|เอ็ดมันตัน ออยเลอร์ส
Colorado Avalanche|科罗拉多雪崩|コロラド・アバランチ|كولورادو أفالانش|โคโลราโด อวาแลนช์
Vegas Golden Knights|维加斯金骑士|ベガス・ゴールデンナイツ|فيغاس غولدن نايتس|เวกัส โกลเดนไนต์ส
Florida Panthers|佛罗里达美洲豹|フロリダ・パンサーズ|فلوريدا بانثرز|ฟลอริดา แพนเทอร์ส
CSKA Moscow|莫斯科中央陆军|ツェスカ・モスクワ|تسسكا موسكو|ซีเอสเคเอ มอสโก|CSKA Moscou|CSKA Moscú|CSKA Moskva
SKA St. Petersburg|圣彼得堡陆军|スカ・サンクトペテルブルク|سكا سانت بطرسبرغ|สกา เซนต์ปีเตอร์สเบิร์ก|SKA São Petersburgo|SKA San Petersburgo
Ak Bars Kazan|喀山雪豹|アク・バルス・カザン|أك بارس قازان|อัค บาร์ส คาซาน|Ak Bars Kazan|Ak Bars Kazán
Metallurg Magnitogorsk|马格尼托哥尔斯克冶金|メタルルグ・マグニトゴルスク|ميتالورغ ماغنيتوغورسك|เมทัลลูร์ก มักนีโตกอร์สค์
Kunlun Red Star|昆仑鸿星|昆侖レッドスター|كونلون ريد ستار|คุนหลุน เรดสตาร์
Dynamo Moscow|莫斯科迪纳摩|ディナモ・モスクワ|دينامو موسكو|ดินาโม มอสโก|Dínamo de Moscou|Dinamo de Moscú
Fan Zhendong|樊振东|樊振東|فان تشن دونغ|ฝาน เจิ้นตง
Ma Long|马龙|馬龍|ما لونغ|หม่า หลง
Wang Chuqin|王楚钦|王楚欽|وانغ تشو تشين|หวัง ฉู่ชิน
Lin Shidong|林诗栋|林詩棟|لين شي دونغ|หลิน ซือตง
T. Harimoto|张本智和|張本智和|هاريموتو|ฮาริโมโตะ
F. Lebrun|勒布伦|ルブラン|لوبرون|เลอบรุน
Sun Yingsha|孙颖莎|孫穎莎|سون يينغشا|ซุน อิ่งซา
Chen Meng|陈梦|陳夢|تشن منغ|เฉิน เมิ่ง
Leo|利奥|レオ|ليو|ลีโอ
Marco|马可|マルコ|ماركو|มาร์โก
Jonas|约纳斯|ヨナス|يوناس|โยนัส
Wei|伟|ウェイ|وي|เว่ย
Hao|浩|ハオ|هاو|ห่าว
Luca|卢卡|ルカ|لوكا|ลูกา
Pedro|佩德罗|ペドロ|بيدرو|เปโดร
Kai|凯|カイ|كاي|ไค
Sam|萨姆|サム|سام|แซม
Nico|尼科|ニコ|نيكو|นิโก
Yuki|由纪|ユキ|يوكي|ยูกิ
Omar|奥马尔|オマル|عمر|โอมาร์
Ivan|伊万|イワン|إيفان|อีวาน
Tom|汤姆|トム|توم|ทอม
Ben|本|ベン|بن|เบน
Silva|席尔瓦|シルバ|سيلفا|ซิลวา
Muller|穆勒|ミュラー|مولر|มึลเลอร์|Müller|Müller
Zhang|张|チャン|تشانغ|จาง
Rossi|罗西|ロッシ|روسي|รอสซี
Garcia|加西亚|ガルシア|غارسيا|การ์เซีย|Garcia|García
Kim|金|キム|كيم|คิม
Smith|史密斯|スミス|سميث|สมิธ
Novak|诺瓦克|ノヴァク|نوفاك|โนวัก
Costa|科斯塔|コスタ|كوستا|คอสตา
Li|李|リー|لي|หลี่
Sato|佐藤|佐藤|ساتو|ซาโต้
Haddad|哈达德|ハダド|حداد|ฮัดดาด
Berg|伯格|ベルク|بيرغ|แบร์ก
Moreau|莫罗|モロー|مورو|โมโร
Wang|王|ワン|وانغ|หวัง
Lily|莉莉|リリー|ليلي|ลิลลี่
Coach Wang|王教练|ワンコーチ|المدرب وانغ|โค้ชหวัง|Treinador Wang|Entrenador Wang|HLV Wang
Mia|米娅|ミア|ميا|เมีย
Dragon|小龙|ドラゴン|دراغون|ดราก้อน
Sunny|阳光|サニー|صني|ซันนี่
Ace|艾斯|エース|إيس|เอซ
Nana|娜娜|ナナ|نانا|นานา
`;

/** Characters of these names whose traditional form differs (the interface tables' own are in translations.ts). */
const TRADITIONAL_PAIRS =
  '万萬东東亚亞仑侖伟偉伦倫军軍冯馮凯凱华華卢盧图圖圣聖奥奧娅婭孙孫宁寧尔爾广廣库庫张張杰傑枫楓栋棟梦夢汤湯灵靈热熱' +
  '狮獅矶磯竞競纪紀纳納纽紐练練维維罗羅苏蘇莱萊萨薩诗詩诺諾费費贾賈赖賴辽遼达達迈邁远遠郑鄭钢鋼钦欽铁鐵银銀锡錫' +
  '门門阳陽际際陈陳韦韋顿頓颖穎飞飛马馬骑騎鱼魚鲁魯鲨鯊鸭鴨鸿鴻齐齊龙龍贝貝毕畢兹茲叶葉侠俠会會约約汉漢';
const TRAD: Record<string, string> = {};
for (let i = 0; i < TRADITIONAL_PAIRS.length; i += 2) TRAD[TRADITIONAL_PAIRS[i]] = TRADITIONAL_PAIRS[i + 1];
const zho = (cmn: string) => traditional(cmn).replace(/./gu, (c) => TRAD[c] ?? c);

const COLUMNS: Exclude<Language, 'ZHO'>[] = ['ENG', 'CMN', 'JPN', 'SAU', 'THA', 'BRA', 'SPA', 'VIE'];

/** Each English name's names by language. */
const NAMES = new Map<string, Record<Language, string>>();
for (const row of ROWS.trim().split('\n')) {
  const cells = row.split('|');
  const byLang = Object.fromEntries(COLUMNS.map((lang, i) => [lang, cells[i] || cells[0]])) as Record<Language, string>;
  byLang.ZHO = zho(byLang.CMN);
  NAMES.set(cells[0], byLang);
}

/** How a language joins a first and a last name: 利奥·席尔瓦, レオ・シルバ, Leo Silva. */
const JOIN: Partial<Record<Language, string>> = { CMN: '·', ZHO: '·', JPN: '・' };

const isLanguage = (lang: string): lang is Language => lang === 'ZHO' || (COLUMNS as string[]).includes(lang);

/**
 * A name of the simulation (a team, a player, a host) in `lang`, the request's languageType; a generated player's
 * "First Last" is made of its two parts'. A name this table does not hold, or an unknown language, stays as it is.
 */
export function nameIn(lang: string, name: string): string {
  if (!isLanguage(lang) || lang === 'ENG') return name;
  const whole = NAMES.get(name);
  if (whole) return whole[lang];
  const parts = name.split(' ');
  if (parts.length === 2 && parts.every((p) => NAMES.has(p)))
    return parts.map((p) => NAMES.get(p)![lang]).join(JOIN[lang] ?? ' ');
  return name;
}

/** Whether `name` (its English form or its form in `lang`) contains `needle` (already lower case). */
export function nameMatches(lang: string, name: string, needle: string): boolean {
  return name.toLowerCase().includes(needle) || nameIn(lang, name).toLowerCase().includes(needle);
}

/** Every name the table holds in `lang` (the language scan of the browser tests checks them). */
export function namesIn(lang: Language): string[] {
  return [...NAMES.values()].map((n) => n[lang]);
}

const WINNER: Record<Language, string> = {
  ENG: 'winner',
  CMN: '冠军',
  ZHO: '冠軍',
  JPN: '優勝',
  SAU: 'البطل',
  THA: 'แชมป์',
  BRA: 'campeão',
  SPA: 'campeón',
  VIE: 'vô địch',
};

/** The word between two teams' names, as the widgets' own texts write it (detail:vs). */
const VERSUS: Record<string, string> = {
  CMN: '对',
  ZHO: '對',
  JPN: '対',
  SAU: 'ضد',
  THA: 'พบ',
  BRA: 'x',
};

/**
 * A stored match name in `lang`: "Home vs Away" with both teams' names, "League winner" (an outright) with the
 * league's. Orders and reserves keep the English name of the moment they were placed and are named at reading.
 */
export function matchNameIn(lang: string, matchName: string): string {
  if (!isLanguage(lang) || lang === 'ENG') return matchName;
  const sides = matchName.split(' vs ');
  if (sides.length === 2) return sides.map((side) => nameIn(lang, side)).join(` ${VERSUS[lang] ?? 'vs'} `);
  if (matchName.endsWith(' winner')) return `${leagueIn(lang, matchName.slice(0, -' winner'.length))} ${WINNER[lang]}`;
  return nameIn(lang, matchName);
}
