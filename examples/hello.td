// A tiny TableGen file: run it with
//   cargo run --release -p ods-build --bin ods-tblgen -- --print-records examples/hello.td
// (`llvm-tblgen --print-records examples/hello.td` prints the same.)

// A class with template arguments, one of them defaulted.
class Greeting<string who, int times = 1> {
  string Text = "Hello, " # who # "!";
  int Repeat = times;
  bit Loud = !gt(times, 2);
}

def HelloWorld : Greeting<"world">;
def HelloTableGen : Greeting<"TableGen", 3> {
  let Text = "Hi, TableGen!";
}

// A multiclass instantiated with defm: one def per language.
class Translation<string lang, string text> {
  string Language = lang;
  string Text = text;
}

multiclass Localized<string text_en, string text_fr> {
  def _en : Translation<"en", text_en>;
  def _fr : Translation<"fr", text_fr>;
}

defm Goodbye : Localized<"Goodbye", "Au revoir">;

// A foreach loop: defines Count1, Count2 and Count3.
foreach i = [1, 2, 3] in
  def Count # i : Greeting<"number " # i, i>;

// A def without a class that reads fields of other defs.
def Summary {
  list<string> Languages = [Goodbye_en.Language, Goodbye_fr.Language];
  int Loops = !size([Count1, Count2, Count3]);
}
