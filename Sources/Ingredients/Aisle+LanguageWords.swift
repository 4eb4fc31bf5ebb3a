// The aisle words of German, Dutch, French, Spanish, Italian and Portuguese recipes: data only, read by
// `Aisle.guess(forFoldedName:language:)` (Aisle+OtherLanguages.swift). Each table lists a word in
// the forms recipes write (singular and plural: the fold only makes an English plural singular,
// so "Zwiebeln", "uien" and "pomodori" are listed as written, and an English-looking plural such
// as "tomates", folded to "tomate", is found under both). Only single words: "rote" of "rote
// Bete" would be produce too. Doubtful words are left out: a wrong aisle is worse than "Other".

extension Aisle {
    /// Each language's words by aisle, one string of words an aisle.
    static let wordsOfOtherLanguages: [(language: Language, words: [(Aisle, String)])] = [
        (.german, [
            (.produce, """
             zwiebel zwiebeln knoblauch knoblauchzehe knoblauchzehen schalotte schalotten lauch porree \
             frühlingszwiebel frühlingszwiebeln tomate tomaten kartoffel kartoffeln möhre möhren karotte \
             karotten sellerie gurke gurken zucchini aubergine auberginen paprika peperoni chilischote \
             chilischoten zitrone zitronen limette limetten orange orangen apfel äpfel birne birnen banane \
             bananen ananas erdbeeren himbeeren heidelbeeren kirschen pfirsich pfirsiche weintrauben spinat \
             mangold salat kopfsalat feldsalat rucola kohl weißkohl rotkohl blumenkohl brokkoli rosenkohl \
             grünkohl wirsing kohlrabi pilze champignons pastinaken kürbis erbsen bohnen radieschen bete \
             ingwer petersilie schnittlauch basilikum dill minze thymian rosmarin salbei estragon kräuter \
             zitronensaft limettensaft zitronenschale avocado spargel fenchel
             """),
            (.dairy, """
             milch vollmilch sahne schlagsahne schmand quark joghurt butter butterschmalz käse frischkäse \
             bergkäse parmesan mozzarella ei eier eigelb eiweiß margarine buttermilch
             """),
            (.meatAndFish, """
             fleisch hackfleisch rinderhackfleisch rindfleisch schweinefleisch hähnchen hühnchen hähnchenbrust \
             hähnchenbrustfilet hähnchenbrustfilets hühnerbrust putenbrust lammfleisch speck schinken wurst \
             würstchen bratwurst salami gulasch lachs thunfisch kabeljau forelle garnelen krabben muscheln \
             fisch fischfilet steak steaks schinkenwürfel speckwürfel
             """),
            (.pantry, """
             mehl zucker puderzucker vanillezucker rohrzucker öl olivenöl rapsöl sonnenblumenöl pflanzenöl \
             essig weißweinessig apfelessig reis risottoreis nudeln linsen kichererbsen haferflocken brühe \
             gemüsebrühe hühnerbrühe rinderbrühe fond senf honig hefe trockenhefe backpulver natron \
             speisestärke stärke schokolade kakao kakaopulver mandeln haselnüsse walnüsse nüsse rosinen \
             tomatenmark dosentomaten sojasauce sojasoße brot semmelbrösel paniermehl wein weißwein rotwein \
             marmelade konfitüre apfelmus agavendicksaft ahornsirup brühwürfel semmeln brötchen \
             lasagneplatten gewürzgurken gewürzgurke semmel bier oliven kapern sauerkraut kokosmilch mandelmilch hafermilch sojamilch \
             erdnussbutter blätterteig puddingpulver dose
             """),
            (.spices, """
             salz meersalz pfeffer muskat muskatnuss zimt kreuzkümmel kümmel kurkuma nelken gewürznelken \
             lorbeer lorbeerblatt lorbeerblätter paprikapulver currypulver chilipulver cayennepfeffer \
             sternanis kardamom oregano majoran piment vanilleschote vanilleschoten wacholderbeeren \
             edelsüß
             """),
        ]),
        (.dutch, [
            (.produce, """
             ui uien knoflook knoflookteentjes sjalot sjalotten prei bosui bosuitjes tomaat tomaten \
             cherrytomaatjes cherrytomaten aardappel aardappelen aardappels wortel wortelen wortels winterpeen \
             bleekselderij selderij witlof komkommer courgette aubergine paprika citroen citroenen limoen \
             limoenen sinaasappel sinaasappels appel appels peer peren banaan bananen aardbeien frambozen \
             bessen spinazie andijvie sla rucola kool rodekool bloemkool broccoli spruitjes boerenkool \
             champignon champignons paddenstoelen pompoen mais erwten bonen sperziebonen gember peterselie \
             bieslook basilicum dille munt tijm rozemarijn salie dragon citroensap limoensap avocado venkel
             """),
            (.dairy, """
             melk volle melk karnemelk room slagroom kookroom boter roomboter kaas geitenkaas parmezaan \
             yoghurt kwark ei eieren eidooier eidooiers eierdooier eierdooiers eiwit eiwitten margarine
             """),
            (.meatAndFish, """
             vlees gehakt rundergehakt rundvlees varkensvlees varkenshaas kip kipfilet kippenborst kippendij \
             kippendijen spek spekjes spekblokjes ham worst rookworst rookworsten zalm zalmfilet tonijn \
             kabeljauw garnalen mosselen vis visfilet lamsvlees konijn steak steaks hamblokjes \
             runderlappen
             """),
            (.pantry, """
             bloem meel bakmeel suiker basterdsuiker poedersuiker vanillesuiker appelstroop bier olie olijfolie zonnebloemolie azijn wijnazijn rijst \
             risottorijst pasta linzen kikkererwten havermout bouillon kippenbouillon runderbouillon \
             groentebouillon bouillonblokje bouillonblokjes mosterd honing gist bakpoeder maizena zetmeel \
             chocolade cacao amandelen walnoten noten rozijnen tomatenpuree sojasaus brood paneermeel wijn \
             jam olijven kappertjes zuurkool kokosmelk pindakaas bladerdeeg
             """),
            (.spices, """
             zout zeezout peper peperkorrels nootmuskaat kaneel komijn kurkuma kruidnagel kruidnagels \
             laurier laurierblaadjes laurierblad paprikapoeder kerriepoeder chilipoeder cayennepeper \
             steranijs kardemom oregano saffraan
             """),
        ]),
        (.french, [
            (.produce, """
             oignon oignons ail échalote échalotes poireau poireaux ciboule tomate tomates \
             pomme pommes carotte carottes céleri concombre courgette courgettes aubergine aubergines poivron \
             poivrons citron citrons orange oranges poire poires banane bananes fraises framboises \
             myrtilles cerises pêches épinards salade laitue roquette chou chou-fleur brocoli champignon champignons \
             potiron courge maïs haricots gingembre persil ciboulette basilic aneth menthe thym \
             romarin sauge estragon coriandre avocat fenouil
             """),
            (.dairy, """
             lait crème beurre fromage parmesan gruyère comté emmental chèvre mozzarella yaourt œuf œufs \
             oeuf oeufs creme margarine
             """),
            (.meatAndFish, """
             viande bœuf boeuf porc poulet veau agneau dinde canard lardon lardons jambon saucisse saucisses \
             chorizo poisson saumon thon cabillaud crevettes moules escalope
             """),
            (.pantry, """
             farine sucre cassonade huile vinaigre riz pâtes nouilles lentilles bouillon fond vanille \
             moutarde miel levure maïzena fécule chocolat cacao amandes noisettes noix concentré pain chapelure vin confiture olives câpres boîte
             """),
            (.spices, """
             sel poivre muscade cannelle cumin curcuma clou clous girofle laurier paprika piment \
             cardamome origan safran
             """),
        ]),
        (.spanish, [
            (.produce, """
             cebolla cebollas cebollín ajo ajos puerro puerros tomate tomates papa papas patata patatas \
             zanahoria zanahorias apio pepino pepinos calabacín berenjena pimiento pimientos limón limones \
             lima naranja naranjas manzana manzanas pera banana plátano plátanos fresas espinacas lechuga \
             repollo brócoli coliflor champiñones setas calabaza maíz guisantes judías frijoles jengibre \
             perejil cilantro albahaca eneldo menta hierbabuena tomillo romero aguacate yuca ají
             """),
            (.dairy, """
             leche nata crema mantequilla margarina queso yogur huevo huevos yema yemas
             """),
            (.meatAndFish, """
             carne ternera cerdo pollo pechuga cordero pavo tocino jamón chorizo salchicha pescado \
             salmón atún bacalao gambas camarones langostinos mejillones
             """),
            (.pantry, """
             harina azúcar azucar aceite oliva vinagre arroz fideos lentejas garbanzos caldo mostaza miel \
             levadura maicena chocolate cacao almendras nueces pasas pan vino mermelada aceitunas alcaparras \
             vainilla lata
             """),
            (.spices, """
             sal pimienta moscada canela comino cúrcuma clavo clavos laurel pimentón cardamomo orégano \
             azafrán
             """),
        ]),
        (.italian, [
            (.produce, """
             cipolla cipolle cipollotto aglio scalogno porro porri pomodoro pomodori pomodorini patata patate \
             carota carote sedano cetriolo zucchina zucchine zucchini melanzana melanzane peperone peperoni \
             peperoncino limone limoni arancia arance mela mele pera pere fragole lamponi spinaci lattuga \
             rucola cavolo cavolfiore broccoli funghi zucca mais piselli fagioli fagiolini zenzero prezzemolo \
             basilico aneto menta timo rosmarino salvia avocado finocchio
             """),
            (.dairy, """
             latte panna burro formaggio parmigiano pecorino mozzarella ricotta mascarpone yogurt uovo uova \
             tuorlo tuorli albume margarina
             """),
            (.meatAndFish, """
             carne manzo maiale vitello pollo agnello tacchino pancetta guanciale prosciutto salsiccia \
             pesce salmone tonno merluzzo gamberi gamberetti cozze vongole acciughe
             """),
            (.pantry, """
             farina zucchero olio oliva aceto riso pasta spaghetti lenticchie ceci brodo senape miele lievito \
             amido cioccolato cacao mandorle nocciole noci uvetta pane pangrattato vino marmellata olive \
             capperi passata concentrato vaniglia penne fusilli rigatoni tagliatelle lasagne scatola
             """),
            (.spices, """
             sale pepe moscata cannella cumino curcuma garofano alloro paprika origano \
             zafferano
             """),
        ]),
        (.portuguese, [
            (.produce, """
             cebola cebolas cebolinha alho alho-poró tomate tomates batata batatas mandioca cenoura cenouras \
             aipo salsão pepino abobrinha berinjela pimentão pimentões limão limões laranja laranjas maçã maçãs \
             banana bananas morango morangos espinafre alface rúcula repolho couve brócolis couve-flor \
             cogumelos champignon champignons abóbora milho ervilha ervilhas vagem gengibre salsa salsinha \
             coentro manjericão hortelã tomilho alecrim abacate
             """),
            (.dairy, """
             leite creme manteiga margarina queijo requeijão iogurte ovo ovos gema gemas clara claras nata
             """),
            (.meatAndFish, """
             carne frango peito coxa coxas peru porco lombo bacon toucinho presunto linguiça salsicha peixe \
             salmão atum bacalhau camarão camarões lula tamboril
             """),
            (.pantry, """
             farinha açúcar óleo azeite vinagre arroz macarrão massa lentilhas feijão caldo mostarda mel \
             fermento amido maisena chocolate cacau amêndoas nozes passas pão vinho geleia azeitonas \
             alcaparras baunilha shoyo catchup ketchup maionese molho polpa extrato
             """),
            (.spices, """
             sal pimenta canela cominho cúrcuma cravo louro colorau páprica orégano açafrão
             """),
        ]),
    ]

    /// Two-word names whose last word would mislead: a stock named for its meat, canned goods,
    /// potatoes ("pommes de terre"), dried grapes. Tried before the words, as the English phrases
    /// are (and found with the second word folded as a name's last word is: "pois chich").
    static let phrasesOfOtherLanguagesAsWritten: [String: Aisle] = [
        "fond de": .pantry, "bouillon de": .pantry, "caldo de": .pantry, "brodo di": .pantry, "de terre": .produce,
        "de coco": .pantry, "di cocco": .pantry, "en boîte": .pantry, "en lata": .pantry, "in scatola": .pantry,
        "raisins secs": .pantry, "de muscade": .spices, "de provence": .spices, "sauce soja": .pantry,
        "pois chiches": .pantry, "petits pois": .produce, "zure room": .dairy, "crème fraîche": .dairy, "salsa di": .pantry, "salsa de": .pantry, "concentré de": .pantry, "concentrato di": .pantry,
        "passata di": .pantry, "pasta de": .pantry, "puré de": .pantry,
    ]

    /// The last parts of German compound nouns that say what the compound is ("Hühnerbrühe" is a
    /// stock, "Vollmilch" a milk), tried in order on a German recipe's word the German table does
    /// not list (a longer end before a shorter one it ends with: "würstchen" before "wurst").
    static let germanCompoundEnds: [(String, Aisle)] = [
        ("fleisch", .meatAndFish), ("filets", .meatAndFish), ("filet", .meatAndFish), ("schinken", .meatAndFish),
        ("würstchen", .meatAndFish), ("wurst", .meatAndFish), ("brust", .meatAndFish), ("keule", .meatAndFish),
        ("hack", .meatAndFish), ("lachs", .meatAndFish), ("gulasch", .meatAndFish),
        ("schenkel", .meatAndFish),
        ("brühe", .pantry), ("fond", .pantry), ("sauce", .pantry), ("soße", .pantry), ("mehl", .pantry),
        ("zucker", .pantry), ("öl", .pantry), ("essig", .pantry), ("nudeln", .pantry), ("reis", .pantry),
        ("schokolade", .pantry), ("stärke", .pantry), ("hefe", .pantry), ("wein", .pantry), ("brot", .pantry),
        ("nüsse", .pantry), ("kerne", .pantry), ("senf", .pantry), ("paste", .pantry),
        ("milch", .dairy), ("sahne", .dairy), ("käse", .dairy), ("butter", .dairy), ("joghurt", .dairy),
        ("quark", .dairy),
        ("zehen", .produce), ("zehe", .produce), ("zwiebeln", .produce), ("zwiebel", .produce), ("tomaten", .produce),
        ("kartoffeln", .produce), ("salat", .produce), ("kohl", .produce), ("beeren", .produce), ("pilze", .produce),
        ("lauch", .produce), ("paprika", .produce), ("schoten", .produce), ("schote", .produce),
        ("pfeffer", .spices), ("salz", .spices), ("pulver", .spices), ("gewürz", .spices), ("kümmel", .spices),
    ]
}
