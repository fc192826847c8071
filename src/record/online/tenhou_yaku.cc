#include "record/online/tenhou_yaku.h"

#include <array>
#include <utility>

namespace tenbou {
namespace {

using hand::WinFlags;

constexpr std::array<TenhouYaku, kTenhouYakuIds> kById = {{
    {"Fully concealed hand (menzen tsumo)"},
    {"Riichi", &WinFlags::riichi},
    {"Ippatsu", &WinFlags::ippatsu},
    {"Robbing a kan (chankan)", &WinFlags::chankan},
    {"After a kan (rinshan kaihou)", &WinFlags::rinshan},
    {"Last tile from the wall (haitei)", &WinFlags::haitei},
    {"Last discard (houtei)", &WinFlags::houtei},
    {"Pinfu"},
    {"All simples (tanyao)"},
    {"Pure double run (iipeikou)"},
    {"Seat wind triplet: East"},
    {"Seat wind triplet: South"},
    {"Seat wind triplet: West"},
    {"Seat wind triplet: North"},
    {"Round wind triplet: East"},
    {"Round wind triplet: South"},
    {"Round wind triplet: West"},
    {"Round wind triplet: North"},
    {"Dragon triplet: White dragon"},
    {"Dragon triplet: Green dragon"},
    {"Dragon triplet: Red dragon"},
    {"Double riichi", &WinFlags::double_riichi},
    {"Seven pairs (chiitoitsu)"},
    {"Half outside hand (chanta)"},
    {"Pure straight (ittsu)"},
    {"Mixed triple run (sanshoku doujun)"},
    {"Triple triplets (sanshoku doukou)"},
    {"Three kans (sankantsu)"},
    {"All triplets (toitoi)"},
    {"Three concealed triplets (sanankou)"},
    {"Little three dragons (shousangen)"},
    {"All terminals and honours (honroutou)"},
    {"Twice pure double run (ryanpeikou)"},
    {"Fully outside hand (junchan)"},
    {"Half flush (honitsu)"},
    {"Full flush (chinitsu)"},
    {"Blessing of man (renhou)", &WinFlags::renhou},
    {"Blessing of heaven (tenhou)", &WinFlags::tenhou},
    {"Blessing of earth (chiihou)", &WinFlags::chiihou},
    {"Big three dragons (daisangen)"},
    {"Four concealed triplets (suuankou)"},
    {"Four concealed triplets (suuankou)"},  // its single wait, one yakuman on Tenhou
    {"All honours (tsuuiisou)"},
    {"All green (ryuuiisou)"},
    {"All terminals (chinroutou)"},
    {"Nine gates (chuuren poutou)"},
    {"Nine gates (chuuren poutou)"},  // its nine-sided wait
    {"Thirteen orphans (kokushi musou)"},
    {"Thirteen orphans (kokushi musou)"},  // its thirteen-sided wait
    {"Big four winds (daisuushii)"},
    {"Little four winds (shousuushii)"},
    {"Four kans (suukantsu)"},
    {"Dora"},
    {"Ura dora"},
    {"Red fives"},
}};

/// The JSON's names, Tenhou's and the Mahjong Soul converters' (tensoul writes Mahjong Soul's own words, others some
/// in English), by id.
constexpr std::pair<std::string_view, int> kNames[] = {
    {"門前清自摸和", 0}, {"立直", 1}, {"一発", 2}, {"槍槓", 3}, {"嶺上開花", 4}, {"海底摸月", 5}, {"河底撈魚", 6},
    {"平和", 7}, {"断幺九", 8}, {"一盃口", 9}, {"自風 東", 10}, {"自風 南", 11}, {"自風 西", 12}, {"自風 北", 13},
    {"場風 東", 14}, {"場風 南", 15}, {"場風 西", 16}, {"場風 北", 17}, {"役牌 白", 18}, {"役牌 發", 19},
    {"役牌 中", 20}, {"両立直", 21}, {"七対子", 22}, {"混全帯幺九", 23}, {"一気通貫", 24}, {"三色同順", 25},
    {"三色同刻", 26}, {"三槓子", 27}, {"対々和", 28}, {"三暗刻", 29}, {"小三元", 30}, {"混老頭", 31}, {"二盃口", 32},
    {"純全帯幺九", 33}, {"混一色", 34}, {"清一色", 35}, {"人和", 36}, {"天和", 37}, {"地和", 38}, {"大三元", 39},
    {"四暗刻", 40}, {"四暗刻単騎", 41}, {"字一色", 42}, {"緑一色", 43}, {"清老頭", 44}, {"九蓮宝燈", 45},
    {"純正九蓮宝燈", 46}, {"国士無双", 47}, {"国士無双１３面", 48}, {"国士無双13面", 48}, {"大四喜", 49}, {"小四喜", 50},
    {"四槓子", 51}, {"ドラ", 52}, {"裏ドラ", 53}, {"赤ドラ", 54},
    // Mahjong Soul's words where they differ from Tenhou's, as tensoul writes them.
    {"一发", 2}, {"枪杠", 3}, {"门前清自摸和", 0}, {"岭上开花", 4}, {"河底捞鱼", 6}, {"一杯口", 9}, {"役牌:自风东", 10}, {"役牌:自风南", 11},
    {"役牌:自风西", 12}, {"役牌:自风北", 13}, {"役牌:场风东", 14}, {"役牌:场风南", 15}, {"役牌:场风西", 16}, {"役牌:场风北", 17}, {"役牌:白", 18},
    {"役牌:發", 19}, {"役牌:中", 20}, {"两立直", 21}, {"七对子", 22}, {"混全带幺九", 23}, {"一气通贯", 24}, {"三色同顺", 25}, {"三杠子", 27},
    {"对对和", 28}, {"混老头", 31}, {"两杯口", 32}, {"纯全带幺九", 33}, {"四暗刻单骑", 41}, {"绿一色", 43}, {"清老头", 44}, {"九莲宝灯", 45},
    {"纯正九莲宝灯", 46}, {"国士无双", 47}, {"国士无双十三面", 48}, {"四杠子", 51}, {"宝牌", 52}, {"里宝牌", 53}, {"赤宝牌", 54},
    // English, as some converters write the commonest.
    {"Riichi", 1}, {"Ippatsu", 2}, {"Dora", 52}, {"Ura Dora", 53}, {"Aka Dora", 54}, {"Red Five", 54},
};

}  // namespace

const TenhouYaku& tenhou_yaku(int id) { return kById[static_cast<std::size_t>(id)]; }

const TenhouYaku* tenhou_yaku_named(std::string_view name) {
  for (const auto& [text, id] : kNames)
    if (text == name) return &kById[static_cast<std::size_t>(id)];
  return nullptr;
}

}  // namespace tenbou
